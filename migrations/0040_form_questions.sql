ALTER TABLE `catalogue_essays` ADD `asked_in` text DEFAULT 'essays' NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_essays` ADD `audience` text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
-- Seeded only from what the research says (../shared/data): HBS's career answer is named as in
-- the application form, Oxford's current role description as a narrative field of it; the
-- reapplicant and international questions are named so by their sources' titles.
UPDATE `catalogue_essays` SET `asked_in` = 'form' WHERE `title` = 'Career aspirations (application form)' AND `school_id` = 'harvard';--> statement-breakpoint
UPDATE `catalogue_essays` SET `asked_in` = 'form' WHERE `title` = 'Current role description';--> statement-breakpoint
UPDATE `catalogue_essays` SET `audience` = 'reapplicants' WHERE `title` LIKE '%(reapplicants only)%';--> statement-breakpoint
UPDATE `catalogue_essays` SET `audience` = 'international' WHERE `title` LIKE '%(international applicants only)%';
