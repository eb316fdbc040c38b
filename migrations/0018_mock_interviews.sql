CREATE TABLE `interview_formats` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`minutes` integer NOT NULL,
	`rubric` text NOT NULL,
	`questions` text NOT NULL,
	`prep_seconds` integer,
	`answer_seconds` integer,
	`attempts` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`sources` text NOT NULL,
	`checked_on` text,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `interview_school_formats` (
	`school` text NOT NULL,
	`format_id` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`sources` text NOT NULL,
	`checked_on` text,
	PRIMARY KEY(`school`, `format_id`),
	FOREIGN KEY (`format_id`) REFERENCES `interview_formats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mock_interviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`format_id` text NOT NULL,
	`school` text,
	`status` text DEFAULT 'ready' NOT NULL,
	`voice_call_id` text,
	`prompt_versions` text,
	`started_at` integer,
	`ended_at` integer,
	`charged_seconds` integer,
	`transcript` text DEFAULT '[]' NOT NULL,
	`delivery` text,
	`debrief_status` text DEFAULT 'none' NOT NULL,
	`debrief_started_at` integer,
	`debrief` text,
	`debrief_prompt_versions` text,
	`debrief_error` text,
	`reflection_essay_id` text,
	`reflection_due_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`format_id`) REFERENCES `interview_formats`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reflection_essay_id`) REFERENCES `essay_submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mock_interviews_user_created_idx` ON `mock_interviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `mock_interviews_user_format_idx` ON `mock_interviews` (`user_id`,`format_id`);