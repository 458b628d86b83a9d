import type { ContactOption, EditorInputBlock } from './types';

/** A readable block uid for fixtures: a valid lowercase UUID ending in `n`. */
export function uid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** A small school plan in the editor's own HTML, in Dutch or English. */
export function samplePlan(locale: 'nl' | 'en' = 'nl'): EditorInputBlock[] {
  const nl = locale === 'nl';
  return [
    { uid: uid(1), type: 'h1', content: nl ? 'Visie en missie' : 'Vision and mission' },
    {
      uid: uid(2),
      type: 'body',
      content: nl
        ? '<p>Op onze school leren kinderen <strong>samen</strong> en <em>van elkaar</em>, elke dag.</p><ul><li><p>Lezen</p></li><li><p>Rekenen</p><ul><li><p>Hoofdrekenen</p></li></ul></li></ul>'
        : '<p>At our school children learn <strong>together</strong> and <em>from each other</em>, every day.</p><ul><li><p>Reading</p></li><li><p>Arithmetic</p><ul><li><p>Mental arithmetic</p></li></ul></li></ul>',
    },
    { uid: uid(3), type: 'h2', content: nl ? 'Kernwaarden' : 'Core values' },
    {
      uid: uid(4),
      type: 'body',
      content: nl
        ? '<p>Zie ook <a href="https://www.example.org/visie">de toelichting</a>.</p>'
        : '<p>See also <a href="https://www.example.org/visie">the explanation</a>.</p>',
    },
    {
      uid: uid(5),
      type: 'file',
      content: {
        name: nl ? 'Jaarplan 2026.pdf' : 'Annual plan 2026.pdf',
        file_id: 7,
        url: '/files/7',
        size: 1_234_567,
      },
    },
    { uid: uid(6), type: 'h1', content: nl ? 'Onderwijs' : 'Education' },
    {
      uid: uid(7),
      type: 'body',
      content: nl
        ? '<table><tbody><tr><th><p>Vak</p></th><th><p>Uren</p></th></tr><tr><td><p>Taal</p></td><td><p>6</p></td></tr></tbody></table>'
        : '<table><tbody><tr><th><p>Subject</p></th><th><p>Hours</p></th></tr><tr><td><p>Language</p></td><td><p>6</p></td></tr></tbody></table>',
    },
    {
      uid: uid(8),
      type: 'contact',
      content: {
        name: 'An de Vries',
        function: nl ? 'Directeur' : 'Head teacher',
        organisation_name: null,
        email: 'an.devries@example.org',
        phone: '030 123 45 67',
        contact_id: 3,
      },
    },
  ];
}

/** The label of the board's text, as the app writes it from the block's `board_text`. */
export const BOARD_TEXT_LABEL = {
  nl: 'Tekst van het bestuur · gewijzigd op 3 mei 2027',
  en: 'Text of the board · changed on 3 May 2027',
} as const;

/**
 * A school plan made from its board's template: the chapter between the school's own two is the
 * board's text, locked (a heading, text, a sub-heading and more text).
 */
export function planWithBoardText(locale: 'nl' | 'en' = 'nl'): EditorInputBlock[] {
  const nl = locale === 'nl';
  const locked = BOARD_TEXT_LABEL[locale];
  return [
    { uid: uid(1), type: 'h1', content: nl ? 'Visie en missie' : 'Vision and mission' },
    {
      uid: uid(2),
      type: 'body',
      content: nl
        ? '<p>Op onze school leren kinderen samen, elke dag.</p>'
        : '<p>At our school children learn together, every day.</p>',
    },
    {
      uid: uid(11),
      type: 'h1',
      content: nl ? 'Identiteit van de stichting' : 'Identity of the foundation',
      locked,
    },
    {
      uid: uid(12),
      type: 'body',
      content: nl
        ? '<p>Onze scholen zijn open voor alle kinderen.</p>'
        : '<p>Our schools are open to all children.</p>',
      locked,
    },
    { uid: uid(13), type: 'h2', content: nl ? 'Burgerschap' : 'Citizenship', locked },
    {
      uid: uid(14),
      type: 'body',
      content: nl
        ? '<p>Kinderen leren meedoen in de samenleving.</p>'
        : '<p>Children learn to take part in society.</p>',
      locked,
    },
    { uid: uid(6), type: 'h1', content: nl ? 'Onderwijs' : 'Education' },
    {
      uid: uid(7),
      type: 'body',
      content: nl ? '<p>Wij werken met heldere doelen.</p>' : '<p>We work with clear goals.</p>',
    },
  ];
}

/** Contacts of a context, for the contact picker. */
export const sampleContacts: ContactOption[] = [
  {
    id: 3,
    name: 'An de Vries',
    function: 'Directeur',
    email: 'an.devries@example.org',
    phone: '030 123 45 67',
  },
  { id: 4, name: 'Bas Jansen', function: 'Intern begeleider', email: 'bas@example.org' },
  { id: 5, name: 'GGD Utrecht', organisation_name: 'GGD', phone: '030 630 54 00' },
];

/**
 * What Word puts on the clipboard (trimmed, but in its own words): Office namespaces, a style
 * block, conditional comments, `mso-` styles, list paragraphs with typed bullets, a comment,
 * a table with widths and an image from a temporary file.
 */
export const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">
<style><!--
p.MsoNormal {mso-style-parent:""; margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
@list l0:level1 {mso-level-number-format:bullet; mso-level-text:\\F0B7;}
--></style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
</head>
<body lang=NL style='tab-interval:35.4pt;word-wrap:break-word'>
<!--StartFragment-->
<h1><a name="_Toc1"></a><span style='mso-fareast-font-family:"Times New Roman"'>Visie op onderwijs<o:p></o:p></span></h1>
<p class=MsoNormal style='line-height:115%'><span style='font-size:12.0pt;color:#1F3864'>Wij werken met <b>heldere
doelen</b> en <i style='mso-bidi-font-style:normal'>eigenaarschap</i>.</span><span class=MsoCommentReference><span
style='font-size:8.0pt'><a style='mso-comment-reference:JB_1;mso-comment-date:20261120T1010'>&nbsp;</a><span
style='mso-special-character:comment'>&nbsp;</span></span></span><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Lezen<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span
style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Begrijpend lezen<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;
</span></span></span><![endif]>Rekenen<o:p></o:p></p>
<h2>Doelen<o:p></o:p></h2>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Eerste doel<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Tweede doel<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=302 valign=top style='width:226.55pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'>
  <p class=MsoNormal><b>Vak<o:p></o:p></b></p></td>
  <td width=302 valign=top style='width:226.55pt;border:solid windowtext 1.0pt'>
  <p class=MsoNormal><b>Uren<o:p></o:p></b></p></td>
 </tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'>
  <td width=302 valign=top><p class=MsoNormal>Taal<o:p></o:p></p></td>
  <td width=302 valign=top><p class=MsoNormal>6<o:p></o:p></p></td>
 </tr>
</table>
<p class=MsoNormal><img width=120 height=40 src="file:///C:/Users/an/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"
alt="Logo">Meer op <a href="https://www.rijksoverheid.nl/onderwerpen/onderwijs">Rijksoverheid</a> en <a href="javascript:alert(1)">hier</a>.<o:p></o:p></p>
<!--EndFragment-->
<div style='mso-element:comment-list'><hr class=msocomoff align=left size=1 width="33%">
<div style='mso-element:comment'><div class=msocomtxt id=_com_1><p class=MsoCommentText>Opmerking van Jan: klopt dit?</p></div></div></div>
</body></html>`;

/**
 * What Google Docs puts on the clipboard: everything in a <b id="docs-internal-guid-…"> with
 * font-weight normal, formatting as inline styles, a nested list directly inside its list,
 * a table with column widths, and an image as a data URL.
 */
export const GOOGLE_DOCS_CLIPBOARD = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4f6c1a2b-7fff-1d2e-8a9b-0c1d2e3f4a5b"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Ouderbetrokkenheid</span></h1><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">We zien ouders als </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">partners</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;"> in het leren</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">, zie </span><a href="https://www.example.org/ouders" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;">de ouderpagina</span></a><span style="font-size:11pt;font-family:Arial,sans-serif;">.</span></p><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;">Oudergesprekken</span></p></li><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:circle;font-size:11pt;" aria-level="2"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Twee keer per jaar</span></p></li></ul><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Nieuwsbrief</span></p></li></ul><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;font-weight:400;">Afspraken</span></h2><div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-weight:700;">Wat</span></p></td><td style="border-left:solid #000000 1pt;vertical-align:top;"><p dir="ltr"><span style="font-size:11pt;font-weight:700;">Wanneer</span></p></td></tr><tr style="height:0pt"><td style="vertical-align:top;"><p dir="ltr"><span style="font-size:11pt;">Informatieavond</span></p></td><td style="vertical-align:top;"><p dir="ltr"><span style="font-size:11pt;">September</span></p></td></tr></tbody></table></div><p dir="ltr" style="line-height:1.38;"><span style="font-size:11pt;"><span style="border:none;display:inline-block;overflow:hidden;width:100px;height:50px;"><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" width="100" height="50" style="margin-left:0px;margin-top:0px;"></span></span><span style="font-size:11pt;">Foto van de informatieavond</span></p></b><br class="Apple-interchange-newline">`;

/**
 * The numbers the surface shows before its headings, as `"<tag> <number> <text>"`. They are CSS
 * counters (Editor.css), which no DOM API reads back: this follows the same rules over the
 * headings' block types in document order — h1 counts up and restarts h2, h2 counts up.
 */
export function shownHeadingNumbers(surface: Element): string[] {
  let h1 = 0;
  let h2 = 0;
  return [...surface.querySelectorAll('[data-block-type="h1"], [data-block-type="h2"]')].map(
    (heading) => {
      if (heading.getAttribute('data-block-type') === 'h1') {
        h1 += 1;
        h2 = 0;
        return `${heading.tagName} ${h1}. ${heading.textContent}`;
      }
      h2 += 1;
      return `${heading.tagName} ${h1}.${h2}. ${heading.textContent}`;
    },
  );
}
