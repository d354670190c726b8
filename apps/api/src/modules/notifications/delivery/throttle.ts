/**
 * Telegram's limits (about 30 messages a second overall, one a second per chat): each send
 * reserves the earliest slot both allow and waits for it. Per process; several instances each
 * keep their own pace, so set TELEGRAM_MAX_PER_SECOND to the share of one instance.
 */
export class SendThrottle {
  private nextSlot = 0;
  private readonly lastPerChat = new Map<string, number>();

  constructor(
    private readonly maxPerSecond: number,
    private readonly chatIntervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves a slot for `chat`; how long to wait for it (ms). */
  reserve(chat: string): number {
    const now = this.now();
    const at = Math.max(now, this.nextSlot, (this.lastPerChat.get(chat) ?? -Infinity) + this.chatIntervalMs);
    this.nextSlot = at + 1000 / this.maxPerSecond;
    this.lastPerChat.set(chat, at);
    if (this.lastPerChat.size > 10_000) this.forgetOld(now);
    return at - now;
  }

  private forgetOld(now: number) {
    for (const [chat, at] of this.lastPerChat) if (at + this.chatIntervalMs < now) this.lastPerChat.delete(chat);
  }
}
