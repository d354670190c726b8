/**
 * A kept list's topic suggestions (a teacher's `topics`, sorted as the server sorts them) with a
 * task's or video's topic added when it is new to them: the fields to spread into the list, none
 * when nothing changes.
 */
export function withTopic(topics: string[] | undefined, topic: string | null | undefined): { topics?: string[] } {
  return topics && topic && !topics.includes(topic) ? { topics: [...topics, topic].sort() } : {};
}
