/** The stream's query keys: a class's posts, and a post's comments. */
export const streamKeys = {
  all: ['stream'] as const,
  posts: (classId: string) => [...streamKeys.all, 'posts', classId] as const,
  comments: (postId: string) => [...streamKeys.all, 'comments', postId] as const,
};
