CREATE TABLE `mock_interview_debriefs` (
	`interview_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`debrief` text NOT NULL,
	FOREIGN KEY (`interview_id`) REFERENCES `mock_interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mock_interview_debriefs_user_idx` ON `mock_interview_debriefs` (`user_id`);