import { type Blog, blogCategories, type TopicGroup } from '@contracts/blogs';

/**
 * The stored posts as the /blog page's groups: one per category button, in the buttons' order, each with
 * its posts in the server's order (a post stored without a title shows none).
 */
export function topicGroupsOf(blogs: readonly Blog[]): TopicGroup[] {
  return blogCategories.map((category) => ({
    category,
    items: blogs
      .filter((blog) => blog.category === category)
      .map((blog) => ({
        id: blog.id,
        image: blog.image,
        imageAlt: '',
        ...(blog.title && { title: blog.title }),
        description: blog.text,
      })),
  }));
}
