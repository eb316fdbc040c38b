ALTER TABLE `catalogue_deadlines` ADD `intake` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `country` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `region` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `programme` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `colour` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `words` text;--> statement-breakpoint
ALTER TABLE `catalogue_schools` ADD `sources` text;