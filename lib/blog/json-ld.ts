import { siteConfig } from '../site-config';
import { absoluteUrl } from '../routes';
import type { BlogPost } from './load-blog';

/** schema.org BlogPosting for a post page, so search engines read its author, date and topics. */
export function blogPostingJsonLd(post: BlogPost) {
  const url = absoluteUrl(post.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date.toISOString(),
    wordCount: post.words,
    timeRequired: `PT${post.readingMinutes}M`,
    inLanguage: siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale].htmlLang,
    keywords: [...post.tags.map((tag) => tag.label), ...post.keywords],
    author: post.authors.map((author) => ({
      '@type': author.type === 'organization' ? 'Organization' : 'Person',
      name: author.name,
      url: author.url,
      image: author.image.startsWith('/') ? absoluteUrl(author.image) : author.image,
    })),
    publisher: {
      '@type': 'Organization',
      name: siteConfig.product.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteConfig.navbar.logo.src) },
    },
    isPartOf: {
      '@type': 'Blog',
      '@id': absoluteUrl(siteConfig.blog.routeBasePath),
      name: `${siteConfig.title} ${siteConfig.blog.title}`,
    },
  };
}
