import { resourceCategories, resourceCategoryNames } from '@contracts/resources';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { container, section } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from '@/shared/resources-room/room.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const slug = (category: string) => `category-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** /resources-room/categories: the three groups of the one category tree, each subcategory a chip to its results. */
export function ResourcesRoomCategoriesView() {
  const { t } = useLingui();
  return (
    <section className={section} aria-labelledby="categories-title">
      <title>{t`Categories · Resources Room`}</title>
      <div className={container}>
        <h1 id="categories-title" className={css.heading}>
          <Trans>Categories</Trans>
        </h1>
        <ul className={css.groups}>
          {resourceCategoryNames.map((category) => (
            <li key={category} className={css.group}>
              <h2 id={slug(category)} className={css.groupTitle}>
                {category}
              </h2>
              <ul className={css.chips} aria-labelledby={slug(category)}>
                {resourceCategories[category].map((subcategory) => (
                  <li key={subcategory}>
                    <Link
                      to="/resources-room/categories/$subcategory"
                      params={{ subcategory }}
                      className={css.chip}
                    >
                      {subcategory}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
