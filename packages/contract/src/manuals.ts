import { Type, type Static } from '@sinclair/typebox';

export const Manual = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.Union([Type.Null(), Type.String()]),
    content: Type.Union([Type.Null(), Type.String()], { description: 'Sanitized HTML.' }),
    video_url: Type.Union([Type.Null(), Type.String()], {
      description:
        'The player of a YouTube (youtube-nocookie.com) or Vimeo (player.vimeo.com, dnt=1) video; see videoEmbed.',
    }),
  },
  { $id: 'Manual' },
);
export type Manual = Static<typeof Manual>;
