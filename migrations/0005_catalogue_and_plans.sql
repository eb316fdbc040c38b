CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `catalogue_deadlines` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`cycle` text NOT NULL,
	`round` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`date` text,
	`time` text,
	`time_zone` text,
	`previous_cycle_date` text,
	`note` text,
	`sources` text NOT NULL,
	`verified_on` text,
	`status` text DEFAULT 'published' NOT NULL,
	`replaces_id` text,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`school_id`) REFERENCES `catalogue_schools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `catalogue_deadlines_school_cycle_idx` ON `catalogue_deadlines` (`school_id`,`cycle`,`status`,`position`);--> statement-breakpoint
CREATE TABLE `catalogue_essays` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`cycle` text NOT NULL,
	`text_cycle` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`title` text NOT NULL,
	`prompt` text NOT NULL,
	`limit` text,
	`hard_limit` integer DEFAULT false NOT NULL,
	`kind` text DEFAULT 'essay' NOT NULL,
	`required` integer DEFAULT true NOT NULL,
	`choose_one_group` text,
	`paraphrase` integer DEFAULT false NOT NULL,
	`sources` text NOT NULL,
	`note` text,
	`verified_on` text,
	`status` text DEFAULT 'published' NOT NULL,
	`replaces_id` text,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`school_id`) REFERENCES `catalogue_schools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `catalogue_essays_school_cycle_idx` ON `catalogue_essays` (`school_id`,`cycle`,`status`,`position`);--> statement-breakpoint
CREATE TABLE `catalogue_schools` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`full_name` text NOT NULL,
	`short_name` text NOT NULL,
	`cycle` text NOT NULL,
	`cycle_note` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_schools_name_unique` ON `catalogue_schools` (`name`);--> statement-breakpoint
CREATE TABLE `deadline_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`school` text NOT NULL,
	`round` text NOT NULL,
	`deadline_at` integer NOT NULL,
	`days_before` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deadline_reminders_once_idx` ON `deadline_reminders` (`user_id`,`school`,`round`,`deadline_at`,`days_before`);--> statement-breakpoint
CREATE TABLE `email_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`deadline_reminders` integer DEFAULT true NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_school_plans` (
	`user_id` text NOT NULL,
	`school` text NOT NULL,
	`cycle` text NOT NULL,
	`round` text,
	`entered_date` text,
	`entered_time` text,
	`entered_time_zone` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_school_plans_user_school_cycle_idx` ON `user_school_plans` (`user_id`,`school`,`cycle`);