CREATE TABLE `mock_interview_transcripts` (
	`interview_id` text NOT NULL,
	`user_id` text NOT NULL,
	`part` integer NOT NULL,
	`turns` text NOT NULL,
	PRIMARY KEY(`interview_id`, `part`),
	FOREIGN KEY (`interview_id`) REFERENCES `mock_interviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mock_interview_transcripts_user_idx` ON `mock_interview_transcripts` (`user_id`);--> statement-breakpoint
-- Every transcript kept so far becomes its interview's first part (each was under the old body cap).
INSERT INTO `mock_interview_transcripts` (`interview_id`, `user_id`, `part`, `turns`) SELECT `id`, `user_id`, 0, `transcript` FROM `mock_interviews` WHERE `transcript` <> '[]';--> statement-breakpoint
ALTER TABLE `mock_interviews` DROP COLUMN `transcript`;