-- Vendors often call from fixed addresses: an optional allow-list (IPs or CIDR ranges) per vendor.
-- NULL admits any address (the signature is still required).
ALTER TABLE vendor_credentials ADD COLUMN allowed_ips text[];
