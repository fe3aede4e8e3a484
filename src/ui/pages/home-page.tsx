import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../components/page-meta';
import type { HomePageView } from '../view-models';

export default function HomePage() {
  const home = useLoaderData() as HomePageView;
  return (
    <div className="home">
      <PageMeta />
      {home.banners.map((banner) => (
        <section className="hero-banner" key={banner.title}>
          <h2>{banner.title}</h2>
          <p>{banner.text}</p>
          {banner.link ? <Link className="button" to={banner.link}>Shop now</Link> : null}
        </section>
      ))}
      <section className="category-tiles" aria-labelledby="shop-by-category">
        <h2 id="shop-by-category">Shop by Category</h2>
        <ul>
          {home.categories.map((category) => (
            <li key={category.href}>
              <Link to={category.href}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
