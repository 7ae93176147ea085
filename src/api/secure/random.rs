//! Random values from `getrandom`: in the browser `crypto.getRandomValues`, which (unlike
//! `crypto.randomUUID` and `crypto.subtle`) every context has, secure or not.

/// `N` bytes from the system's cryptographic random source.
fn random_bytes<const N: usize>() -> Result<[u8; N], getrandom::Error> {
    let mut bytes = [0u8; N];
    getrandom::getrandom(&mut bytes)?;
    Ok(bytes)
}

/// A fresh random UUID v4, lower-case and hyphenated (RFC 9562 section 5.4). Empty only if the
/// random source fails, which the server then refuses as a missing id.
pub(crate) fn random_uuid() -> String {
    random_bytes::<16>().map(uuid_v4).unwrap_or_default()
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Formats 16 random bytes as a UUID v4: version 4, variant `10`.
fn uuid_v4(mut bytes: [u8; 16]) -> String {
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let mut text = String::with_capacity(36);
    for (i, byte) in bytes.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            text.push('-');
        }
        text.push(char::from(HEX[usize::from(byte >> 4)]));
        text.push(char::from(HEX[usize::from(byte & 0x0f)]));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uuid_v4_sets_version_and_variant() {
        assert_eq!(uuid_v4([0xff; 16]), "ffffffff-ffff-4fff-bfff-ffffffffffff");
        assert_eq!(uuid_v4([0; 16]), "00000000-0000-4000-8000-000000000000");
    }

    #[test]
    fn random_uuids_are_lower_case_v4_and_differ() {
        let a = random_uuid();
        let b = random_uuid();
        assert_ne!(a, b);
        for id in [&a, &b] {
            assert_eq!(id.len(), 36, "{id}");
            let shape = id.char_indices().all(|(i, c)| match i {
                8 | 13 | 18 | 23 => c == '-',
                14 => c == '4',
                19 => matches!(c, '8' | '9' | 'a' | 'b'),
                _ => c.is_ascii_digit() || ('a'..='f').contains(&c),
            });
            assert!(shape, "{id}");
        }
    }
}
