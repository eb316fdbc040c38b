CREATE TABLE `school_reapplications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`school` text NOT NULL,
	`decision_step_id` text NOT NULL,
	`cycle` text NOT NULL,
	`questions_cycle` text NOT NULL,
	`carried` text NOT NULL,
	`reapplicant_question` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decision_step_id`) REFERENCES `application_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `school_reapplications_school_cycle_idx` ON `school_reapplications` (`user_id`,`school`,`cycle`);--> statement-breakpoint
CREATE INDEX `school_reapplications_step_idx` ON `school_reapplications` (`decision_step_id`);