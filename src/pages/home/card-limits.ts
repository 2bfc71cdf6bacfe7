/** What the home page's solution cards keep of the full texts: the advanced (RPA, AI) cards' limits, and the pillar cards' features. */
export const INNOVATION_LIMITS = { description: 140, features: 2, gains: 50 } as const;
export const PILLAR_FEATURES = 3;
