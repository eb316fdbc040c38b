CREATE TABLE `ai_disclosures` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`essay_id` text NOT NULL,
	`school` text NOT NULL,
	`essay_title` text NOT NULL,
	`kind` text NOT NULL,
	`prompt_versions` text,
	`touched` text NOT NULL,
	`mode` text DEFAULT 'standard' NOT NULL,
	`dropped_passages` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_disclosures_user_essay_idx` ON `ai_disclosures` (`user_id`,`school`,`essay_title`,`created_at`);--> statement-breakpoint
CREATE INDEX `ai_disclosures_essay_idx` ON `ai_disclosures` (`essay_id`);--> statement-breakpoint
CREATE TABLE `authorship_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`essay_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authorship_shares_token_hash_unique` ON `authorship_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `authorship_shares_user_essay_idx` ON `authorship_shares` (`user_id`,`essay_id`);--> statement-breakpoint
CREATE TABLE `catalogue_ai_policies` (
	`id` text PRIMARY KEY NOT NULL,
	`school_id` text NOT NULL,
	`cycle` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`policy` text NOT NULL,
	`summary` text NOT NULL,
	`quote` text,
	`disclosure_required` integer,
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
CREATE INDEX `catalogue_ai_policies_school_cycle_idx` ON `catalogue_ai_policies` (`school_id`,`cycle`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `catalogue_ai_policies_one_draft_idx` ON `catalogue_ai_policies` (`replaces_id`) WHERE status = 'draft';--> statement-breakpoint
ALTER TABLE `essay_submissions` ADD `origin` text;