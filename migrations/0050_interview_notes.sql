CREATE TABLE `interview_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`interview_step_id` text NOT NULL,
	`school` text NOT NULL,
	`questions` text DEFAULT '' NOT NULL,
	`how_it_went` text DEFAULT '' NOT NULL,
	`reflection` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interview_step_id`) REFERENCES `application_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interview_notes_step_idx` ON `interview_notes` (`interview_step_id`);--> statement-breakpoint
CREATE INDEX `interview_notes_user_idx` ON `interview_notes` (`user_id`);