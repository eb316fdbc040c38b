ALTER TABLE `email_preferences` ADD `negotiation_follow_ups` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `offers` ADD `negotiation_sent_on` text;--> statement-breakpoint
ALTER TABLE `offers` ADD `negotiation_answered_on` text;