CREATE TABLE `admin_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`before` text,
	`after` text,
	`request_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_audit_log_target_idx` ON `admin_audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`queue` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'waiting' NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dead_letters_status_created_idx` ON `dead_letters` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `stripe_event_failures` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`error` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stripe_event_failures_created_idx` ON `stripe_event_failures` (`created_at`);--> statement-breakpoint
CREATE TABLE `support_access_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_access_grants_user_idx` ON `support_access_grants` (`user_id`,`expires_at`);--> statement-breakpoint
CREATE TABLE `trial_sweep_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`cron` text NOT NULL,
	`scheduled_at` integer NOT NULL,
	`expired` integer DEFAULT 0 NOT NULL,
	`reminders` integer DEFAULT 0 NOT NULL,
	`expiry_notices` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer DEFAULT 0 NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `trial_sweep_runs_created_idx` ON `trial_sweep_runs` (`created_at`);--> statement-breakpoint
CREATE TABLE `voice_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`context` text NOT NULL,
	`prompt_versions` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `voice_sessions_user_created_idx` ON `voice_sessions` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `stripe_events` ADD `outcome` text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `prompt_versions` text;--> statement-breakpoint
ALTER TABLE `feedback_jobs` ADD `prompt_versions` text;--> statement-breakpoint
CREATE INDEX `feedback_jobs_created_idx` ON `feedback_jobs` (`created_at`);--> statement-breakpoint
-- Prompts written before versions counted all say version 1. Number them 2, 3… by age within
-- their type (version 1 is the built-in default) so that (type, version) can be unique.
UPDATE `ai_prompts` SET `version` = (SELECT count(*) FROM `ai_prompts` AS `older` WHERE `older`.`prompt_type` = `ai_prompts`.`prompt_type` AND (`older`.`created_at` < `ai_prompts`.`created_at` OR (`older`.`created_at` = `ai_prompts`.`created_at` AND `older`.`id` <= `ai_prompts`.`id`))) + 1;--> statement-breakpoint
-- At most one active row per type: the newest active one stays active, as it was the one in use.
UPDATE `ai_prompts` SET `is_active` = 0 WHERE `is_active` = 1 AND EXISTS (SELECT 1 FROM `ai_prompts` AS `newer` WHERE `newer`.`prompt_type` = `ai_prompts`.`prompt_type` AND `newer`.`is_active` = 1 AND `newer`.`version` > `ai_prompts`.`version`);--> statement-breakpoint
CREATE UNIQUE INDEX `ai_prompts_type_version_idx` ON `ai_prompts` (`prompt_type`,`version`);