CREATE TABLE `catalogue_source_checks` (
	`url` text PRIMARY KEY NOT NULL,
	`host` text NOT NULL,
	`fingerprint` text,
	`text` text,
	`reviewed_text` text,
	`reviewed_at` integer,
	`checked_at` integer,
	`changed_at` integer,
	`mailed_at` integer,
	`last_error` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`next_try_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `catalogue_deadlines` ADD `intake` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `country` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `region` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `programme` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `colour` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `words` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `sources` text;