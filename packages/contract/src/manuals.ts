import { Type, type Static } from '@sinclair/typebox';

export const Manual = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.Union([Type.Null(), Type.String()]),
    content: Type.Union([Type.Null(), Type.String()], { description: 'Sanitized HTML.' }),
    video_url: Type.Union([Type.Null(), Type.String()], {
      description: 'Embeddable video (e.g. a youtube-nocookie embed URL or an mp4).',
    }),
  },
  { $id: 'Manual' },
);
export type Manual = Static<typeof Manual>;
