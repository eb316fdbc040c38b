CREATE TABLE `catalogue_recommendations` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`cycle` text NOT NULL,
	`letters` integer,
	`letters_note` text,
	`questions` text NOT NULL,
	`questions_cycle` text,
	`previous_questions` text,
	`previous_questions_cycle` text,
	`uses_gmac_common_lor` integer,
	`sources` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'published' NOT NULL,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`school_id`) REFERENCES `catalogue_schools`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `catalogue_recommendations_school_idx` ON `catalogue_recommendations` (`school_id`,`cycle`,`status`);--> statement-breakpoint
CREATE TABLE `letter_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`letter_id` text NOT NULL,
	`deadline_at` integer NOT NULL,
	`days_before` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`letter_id`) REFERENCES `recommender_letters`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `letter_reminders_once_idx` ON `letter_reminders` (`letter_id`,`deadline_at`,`days_before`);--> statement-breakpoint
CREATE TABLE `recommender_briefs` (
	`recommender_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`origin` text,
	`prompt_version` integer,
	`dropped_passages` integer DEFAULT 0 NOT NULL,
	`job_status` text,
	`job_id` text,
	`edited_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recommender_id`) REFERENCES `recommenders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recommender_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`recommender_id` text NOT NULL,
	`school` text NOT NULL,
	`status` text DEFAULT 'not_asked' NOT NULL,
	`asked_on` text,
	`agreed_on` text,
	`submitted_on` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recommender_id`) REFERENCES `recommenders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recommender_letters_once_idx` ON `recommender_letters` (`recommender_id`,`school`);--> statement-breakpoint
CREATE INDEX `recommender_letters_user_idx` ON `recommender_letters` (`user_id`,`school`);--> statement-breakpoint
CREATE TABLE `recommender_nudges` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`recommender_id` text NOT NULL,
	`week` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recommender_id`) REFERENCES `recommenders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recommender_nudges_week_idx` ON `recommender_nudges` (`recommender_id`,`week`);--> statement-breakpoint
CREATE TABLE `recommender_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`recommender_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recommender_id`) REFERENCES `recommenders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recommender_shares_token_hash_unique` ON `recommender_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `recommender_shares_user_idx` ON `recommender_shares` (`user_id`,`recommender_id`);--> statement-breakpoint
CREATE TABLE `recommenders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`relationship` text NOT NULL,
	`nudge_opt_in` integer DEFAULT false NOT NULL,
	`story_ids` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recommenders_user_idx` ON `recommenders` (`user_id`,`created_at`);