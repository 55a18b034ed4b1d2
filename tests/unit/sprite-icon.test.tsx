// Icons drawn once per page (app/components/site/sprite-icon.tsx): every use is Lucide's <svg> with
// the same attributes, the first carries the shapes, and the shapes are Lucide's own.
import { CalendarDaysIcon, ClockIcon, StarIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IconSpriteScope, lucideIconData, SpriteIcon } from "~/components/site/sprite-icon";

/** An <svg>'s opening tag and what it holds. */
function svgParts(html: string) {
  return [...html.matchAll(/<svg([^>]*)>(.*?)<\/svg>/g)].map((match) => ({
    attributes: match[1]!,
    inner: match[2]!,
  }));
}

describe("SpriteIcon", () => {
  it("outside a scope it is Lucide's icon, unchanged", () => {
    expect(renderToStaticMarkup(<SpriteIcon icon={StarIcon} className="fill-current" />)).toBe(
      renderToStaticMarkup(<StarIcon aria-hidden="true" className="fill-current" />),
    );
  });

  it("in a scope: Lucide's attributes and classes, the shapes once in a symbol, a <use> each time", () => {
    const html = renderToStaticMarkup(
      <IconSpriteScope>
        <SpriteIcon icon={ClockIcon} />
        <SpriteIcon icon={StarIcon} className="fill-current" />
        <SpriteIcon icon={ClockIcon} className="size-4" />
      </IconSpriteScope>,
    );
    const [clock, star, clockAgain] = svgParts(html);
    const lucide = svgParts(renderToStaticMarkup(<ClockIcon className="size-4" />))[0]!;
    // Lucide's attributes less the XML namespace, which HTML does not read.
    expect(clockAgain!.attributes).toBe(lucide.attributes.replace(' xmlns="http://www.w3.org/2000/svg"', ""));
    expect(clock!.inner).toBe(
      `<symbol id="lucide-icon-clock" viewBox="0 0 24 24">${lucide.inner}</symbol><use href="#lucide-icon-clock"></use>`,
    );
    expect(clockAgain!.inner).toBe('<use href="#lucide-icon-clock"></use>');
    expect(star!.attributes).toContain('class="lucide lucide-star fill-current"');
    expect(star!.inner).toContain('<use href="#lucide-icon-star"></use>');
  });

  it("carries each icon's own shapes, as lucide-react draws them", () => {
    for (const icon of [CalendarDaysIcon, ClockIcon, StarIcon]) {
      const { name } = lucideIconData(icon);
      const sprite = renderToStaticMarkup(
        <IconSpriteScope>
          <SpriteIcon icon={icon} />
        </IconSpriteScope>,
      );
      const shapes = svgParts(renderToStaticMarkup(createElement(icon)))[0]!.inner;
      expect(sprite).toContain(`<symbol id="lucide-icon-${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
      expect(sprite).toContain(`class="lucide lucide-${name}"`);
    }
  });
});
