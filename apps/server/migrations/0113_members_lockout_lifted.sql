-- Wrong passwords no longer lock member accounts (escalating captcha and delays per account and address
-- instead, accounts/login/login.rules.ts). Only the old lockout ever set members.locked_until, so the locks
-- it left (up to a week with the strictest old policy) are lifted rather than outliving the feature.
UPDATE members SET locked_until = NULL WHERE locked_until IS NOT NULL;
-- Operators' locks likewise (operators.service.ts no longer writes them).
UPDATE operators SET locked_until = NULL, failed_logins = 0 WHERE locked_until IS NOT NULL OR failed_logins > 0;
