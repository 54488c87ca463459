import { describe, expect, it, vi } from 'vitest'
import { shareWithBrowser } from '~/sections/team-page/share'

const data = {
  title: 'Encore Loop',
  text: 'Encore Loop, built at Culture Coded',
  url: 'https://x.example/teams/a',
}

describe('sharing a team page', () => {
  it("hands the page to the browser's share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    expect(await shareWithBrowser({ share }, data)).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
  })

  it('copies the address where the browser has no Web Share', async () => {
    expect(await shareWithBrowser({}, data)).toBe('copy')
  })

  it('copies the address when the browser says it cannot share this', async () => {
    const share = vi.fn()
    expect(await shareWithBrowser({ share, canShare: () => false }, data)).toBe('copy')
    expect(share).not.toHaveBeenCalled()
  })

  it('does nothing more when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'))
    expect(await shareWithBrowser({ share }, data)).toBe('cancelled')
  })

  it('copies the address when sharing is refused', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'))
    expect(await shareWithBrowser({ share }, data)).toBe('copy')
  })
})
