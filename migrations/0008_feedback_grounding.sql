ALTER TABLE `catalogue_schools` ADD `looks_for` text;--> statement-breakpoint
ALTER TABLE `essay_feedback` ADD `overall_note` text;--> statement-breakpoint
ALTER TABLE `feedback_jobs` ADD `model` text;