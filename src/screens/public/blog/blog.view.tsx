import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { prerenderedBlogs } from '@/api/fetch-blogs';
import { container, section, visuallyHidden } from '@/components/ui/layout.css';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as info from '@/shared/info/info.css';
import * as css from './blog.css';
import { type BlogLogic, blogLogic } from './blog.logic';
import { PUBLIC_BLOGS_LIMIT, selectShownTopics } from './blog.machine';
import { topicCategories } from './topic-filter.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const slug = (category: string) => `topics-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/**
 * /blog: the stored posts grouped by category (`GET /api/blogs`, read once), a category filter
 * ('Front-end' first, or 'View All') and a search box. One screen machine (blog.machine.ts) runs the
 * read and the filter; this view reads them and sends each control's event to its part.
 */
export function BlogView({ logic = blogLogic }: { logic?: BlogLogic }) {
  const [screenSnapshot] = useActor(logic, {
    input: { initial: prerenderedBlogs({ page: 1, limit: PUBLIC_BLOGS_LIMIT }) },
    inspect,
  });
  const { t } = useLingui();
  const text = useSourceText();
  const parts = useScreenParts(screenSnapshot.children, ['topicFilter', 'blogPosts']);
  if (!parts) return <ScreenStopped />;
  const { topicFilter, blogPosts } = parts.refs;
  const { topicFilter: snapshot, blogPosts: posts } = parts.snapshots;
  const send = (event: Parameters<typeof topicFilter.send>[0]) => topicFilter.send(event);
  const { category, query } = snapshot.context;
  const loaded = ['loaded', 'empty'].includes(loadStateOf(posts));
  // The posts show once they are read (the status line counts none before).
  const { groups, shown } = loaded ? selectShownTopics(screenSnapshot) : { groups: [], shown: 0 };

  return (
    <>
      <title>{t`Blog · Hub`}</title>
      <section className={info.pageHero} aria-labelledby="blog-title">
        <div className={container}>
          <h1 id="blog-title" className={info.pageTitle}>
            <Trans>Blog</Trans>
          </h1>
          <p className={info.pageIntro}>
            <Trans>Notes from our members on security, front-end and back-end development.</Trans>
          </p>
        </div>
      </section>
      <section className={section} aria-label={t`Topics`}>
        <div className={container}>
          <div className={css.toolbar}>
            <fieldset className={css.categories}>
              <legend className={visuallyHidden}>
                <Trans>Categories</Trans>
              </legend>
              {topicCategories.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={css.categoryButton}
                  aria-pressed={snapshot.matches('category') && category === name}
                  onClick={() => send({ type: 'category.select', category: name })}
                >
                  {text(name)}
                </button>
              ))}
              <button
                type="button"
                className={css.categoryButton}
                aria-pressed={snapshot.matches('all')}
                onClick={() => send({ type: 'category.clear' })}
              >
                <Trans>View All</Trans>
              </button>
            </fieldset>
            <div className={css.search}>
              <label htmlFor="topic-search" className={css.searchLabel}>
                <Trans>Search topics</Trans>
              </label>
              <input
                id="topic-search"
                type="search"
                className={css.searchInput}
                value={query}
                onChange={(event) => send({ type: 'query.change', query: event.target.value })}
              />
            </div>
          </div>
          {!loaded && (
            <LoadStatus
              state={loadStateOf(posts)}
              loadingText={t`Loading topics...`}
              error={posts.context.error && text(posts.context.error)}
              onRetry={() => blogPosts.send({ type: 'collection.retry' })}
            />
          )}
          <p role="status" className={visuallyHidden}>
            <Plural value={shown} one="# topic shown" other="# topics shown" />
          </p>
          {groups.map((group) => (
            <section key={group.category} className={css.group} aria-labelledby={slug(group.category)}>
              <h2 id={slug(group.category)} className={css.groupTitle}>
                {text(group.category)}
              </h2>
              {group.items.length === 0 ? (
                <p className={css.empty}>
                  <Trans>No topics match your search.</Trans>
                </p>
              ) : (
                <ul className={css.items}>
                  {group.items.map((item) => (
                    <li key={item.id} className={css.item}>
                      {item.image && (
                        <img
                          className={css.itemImage}
                          src={item.image}
                          alt={item.imageAlt}
                          width={72}
                          height={72}
                        />
                      )}
                      <div>
                        {item.title && <h3 className={css.itemTitle}>{item.title}</h3>}
                        <p className={css.itemText}>{item.description}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
