import { blogMessages } from '@contracts/blogs';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { BlogPage } from '@/features/blog/blog-page';
import { topicGroupsOf } from '@/features/blog/topic-groups';

/** At most this many posts on the public page (the hub writes a few dozen). */
const PUBLIC_BLOGS_LIMIT = 100;

/** /blog reads the stored posts before it renders; the API module loads with this route only. */
export const Route = createFileRoute('/_public/blog')({
  loader: async () => {
    const { fetchBlogs } = await import('@/api/fetch-blogs');
    const { items } = await fetchBlogs({ page: 1, limit: PUBLIC_BLOGS_LIMIT });
    return topicGroupsOf(items);
  },
  component: BlogRoute,
  errorComponent: BlogLoadError,
});

function BlogRoute() {
  return <BlogPage topicGroups={Route.useLoaderData()} />;
}

function BlogLoadError() {
  const router = useRouter();
  return (
    <section className={section} aria-labelledby="blog-error-title">
      <div className={container}>
        <h1 id="blog-error-title">Blog</h1>
        <Banner
          tone="error"
          action={
            <button
              type="button"
              className={button({ tone: 'primary' })}
              onClick={() => void router.invalidate()}
            >
              Try again
            </button>
          }
        >
          {blogMessages.fetchFailed}
        </Banner>
      </div>
    </section>
  );
}
