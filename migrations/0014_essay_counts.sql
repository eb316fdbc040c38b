ALTER TABLE `essay_submissions` ADD `word_count` integer;--> statement-breakpoint
ALTER TABLE `essay_submissions` ADD `character_count` integer;
--> statement-breakpoint
-- Backfill (hand-written): every essay's words and characters, counted as textCounts in
-- app/domain/essays/essay-rules.ts counts them. Words: every whitespace character JavaScript's \s
-- matches (tab, LF, VT, FF, CR, space, U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F,
-- U+205F, U+3000, U+FEFF) becomes a space, the text is trimmed, each run of spaces becomes one
-- (the char(1) marker trick), and the words are the spaces plus one (none for an empty text).
-- Characters: length(), which counts what JavaScript's length counts only while the text has no
-- character beyond U+FFFF (one there is two in JavaScript) and no NUL (length() stops there).
-- Rows with such a character, or with char(1) (the marker), are left NULL: readers count their
-- text instead, and their next save stores the counts.
UPDATE `essay_submissions`
SET `word_count` = `counted`.`words`, `character_count` = `counted`.`characters`
FROM (
  SELECT `id`, `characters`,
    CASE WHEN `spaced` = '' THEN 0
      ELSE length(`collapsed`) - length(replace(`collapsed`, ' ', '')) + 1 END AS `words`
  FROM (
    SELECT `id`, `characters`, `spaced`,
      replace(replace(replace(`spaced`, ' ', ' ' || char(1)), char(1) || ' ', ''), char(1), '') AS `collapsed`
    FROM (
      SELECT `id`, length(`essay_content`) AS `characters`,
        trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`essay_content`, char(9), ' '), char(11), ' '), char(12), ' '), char(13), ' '), char(160), ' '), char(5760), ' '), char(8192), ' '), char(8193), ' '), char(8194), ' '), char(8195), ' '), char(8196), ' '), char(8197), ' '), char(8198), ' '), char(8199), ' '), char(8200), ' '), char(8201), ' '), char(8202), ' '), char(8232), ' '), char(8233), ' '), char(8239), ' '), char(8287), ' '), char(12288), ' '), char(65279), ' '), char(10), ' ')) AS `spaced`
      FROM `essay_submissions`
      WHERE instr(CAST(`essay_content` AS BLOB), x'00') = 0
        AND instr(`essay_content`, char(1)) = 0
        AND NOT (`essay_content` GLOB '*[' || char(65536) || '-' || char(1114111) || ']*')
    )
  )
) AS `counted`
WHERE `essay_submissions`.`id` = `counted`.`id`;
