import type { SVGProps } from 'react';

/** A 24×24 icon, decorative: hidden from assistive technology. What it draws comes in `drawing` (children, fill, stroke, …). */
export function Icon({ size, className, ...drawing }: { size: number; className?: string } & SVGProps<SVGSVGElement>) {
  return <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...drawing} />;
}

/** A line icon in the text colour: round ends and joins. */
export function StrokeIcon({ size, className, children }: Pick<SVGProps<SVGSVGElement>, 'className' | 'children'> & { size: number }) {
  return (
    <Icon size={size} className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </Icon>
  );
}
