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
CREATE INDEX `ai_disclosures_essay_idx` ON `ai_disclosures` (`essay_id`);