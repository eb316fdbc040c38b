CREATE TABLE `application_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`submission_id` text NOT NULL,
	`school` text NOT NULL,
	`seq` integer NOT NULL,
	`kind` text NOT NULL,
	`decision` text,
	`happened_on` text NOT NULL,
	`slot_at` integer,
	`slot_zone` text,
	`format` text,
	`interviewer` text,
	`invitation_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submission_id`) REFERENCES `school_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `application_steps_submission_seq_idx` ON `application_steps` (`submission_id`,`seq`);--> statement-breakpoint
CREATE INDEX `application_steps_user_school_idx` ON `application_steps` (`user_id`,`school`);