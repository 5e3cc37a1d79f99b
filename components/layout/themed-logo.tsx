import { siteConfig } from '@/lib/site-config';
import { ThemedImage } from './themed-image';

/** The site logo in the variant for the current colour mode. */
export function ThemedLogo({ className = '' }: { className?: string }) {
  const { logo } = siteConfig.navbar;
  return <ThemedImage light={logo.src} dark={logo.srcDark} alt={logo.alt} width={32} height={32} className={className} />;
}
