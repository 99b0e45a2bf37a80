import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Controls, Dot, Dots, NavButton, PlayButton, Region, Slide, Track, Viewport } from './BannerCarousel.styles';
import type { BannerItem } from './BannerCarousel.types';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useCarousel } from './useCarousel';

export interface BannerCarouselProps<Banner extends BannerItem> {
  banners: readonly Banner[];
  /** Names the carousel region; defaults to "Promotions". */
  label?: string;
  /** Moves to the next banner every `intervalMs`. Never under prefers-reduced-motion. */
  autoplay?: boolean;
  intervalMs?: number;
  /** The banner format: every slide keeps this shape before and after its picture loads (pictures are cropped to it). */
  imageWidth?: number;
  imageHeight?: number;
  /**
   * The carousel holds the page's main picture (its largest contentful paint, as on home): the
   * first slide's picture is fetched with high priority. Either way only the first picture loads
   * eagerly; the other slides' pictures are lazy.
   */
  priority?: boolean;
  /** Called with the banner whose link is followed (click statistics); not after a swipe. */
  onBannerClick?: (banner: Banner) => void;
}

/**
 * Swipeable promotion banners (embla-carousel) with previous/next buttons, one dot button per
 * slide and, when it autoplays, a pause button. Autoplay stops while the carousel is hovered or
 * holds focus, and never runs for shoppers who prefer reduced motion. Embla starts on first use
 * (`useCarousel`): a press on it, focus moving into it, a button, or autoplay's first tick.
 */
export function BannerCarousel<Banner extends BannerItem>({
  banners,
  label,
  autoplay = true,
  intervalMs = 4000,
  imageWidth = 750,
  imageHeight = 360,
  priority = false,
  onBannerClick,
}: BannerCarouselProps<Banner>) {
  const { t } = useTranslation('commerce');
  const reducedMotion = usePrefersReducedMotion();
  const { viewportRef, embla, startNow, start, withCarousel } = useCarousel({ loop: banners.length > 1, duration: 24 });
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = banners.length;
  const canAutoplay = autoplay && !reducedMotion && total > 1;
  const running = canAutoplay && playing && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!running) return;
    // The first tick starts the carousel if nothing has yet.
    const timer = setInterval(() => withCarousel((api) => api.scrollNext()), intervalMs);
    return () => clearInterval(timer);
  }, [running, withCarousel, intervalMs]);

  const goTo = useCallback((index: number) => withCarousel((api) => api.scrollTo(index, reducedMotion)), [withCarousel, reducedMotion]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const slideOf = (index: number) => t('bannerCarousel.slideOf', { index: index + 1, total });

  return (
    <Region
      aria-roledescription={t('bannerCarousel.carousel')}
      aria-label={label ?? t('bannerCarousel.label')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerDownCapture={startNow}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        start();
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      <Viewport ref={viewportRef}>
        <Track>
          {banners.map((banner, index) => (
            <Slide key={banner.id} role="group" aria-roledescription={t('bannerCarousel.slide')} aria-label={slideOf(index)}>
              <a href={banner.href} onClick={() => onBannerClick?.(banner)}>
                <img
                  src={banner.imageUrl}
                  alt={banner.alt}
                  width={imageWidth}
                  height={imageHeight}
                  // The slot keeps the banner format whatever the picture's own shape (it is cropped to fit).
                  style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 && priority ? 'high' : undefined}
                  draggable={false}
                />
              </a>
            </Slide>
          ))}
        </Track>
      </Viewport>
      {total > 1 && (
        <>
          <NavButton type="button" $side="previous" aria-label={t('bannerCarousel.previous')} onClick={() => goTo((selected - 1 + total) % total)}>
            <Icon name="back" size={20} />
          </NavButton>
          <NavButton type="button" $side="next" aria-label={t('bannerCarousel.next')} onClick={() => goTo((selected + 1) % total)}>
            <Icon name="chevron" size={20} />
          </NavButton>
          <Controls>
            {canAutoplay && (
              <PlayButton
                type="button"
                aria-label={t(playing ? 'bannerCarousel.pause' : 'bannerCarousel.play')}
                onClick={() => setPlaying((value) => !value)}
              >
                <Icon name={playing ? 'pause' : 'play'} size={16} />
              </PlayButton>
            )}
            <Dots role="group" aria-label={t('bannerCarousel.slides')}>
              {banners.map((banner, index) => (
                <Dot
                  key={banner.id}
                  type="button"
                  aria-label={slideOf(index)}
                  aria-current={index === selected || undefined}
                  onClick={() => goTo(index)}
                >
                  <span />
                </Dot>
              ))}
            </Dots>
          </Controls>
          <div aria-live={running ? 'off' : 'polite'} aria-atomic>
            <VisuallyHidden>{slideOf(selected)}</VisuallyHidden>
          </div>
        </>
      )}
    </Region>
  );
}
