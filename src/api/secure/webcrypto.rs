//! The browser's Web Crypto, as the secure channel uses it: RSA-OAEP-256 and AES-256-GCM.

use js_sys::{Array, Object, Promise, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{AesGcmParams, Crypto, CryptoKey, RsaHashedImportParams, RsaOaepParams};

fn crypto() -> Result<Crypto, JsValue> {
    web_sys::window()
        .ok_or_else(|| JsValue::from_str("no window"))?
        .crypto()
}

async fn settle(promise: Result<Promise, JsValue>) -> Result<JsValue, JsValue> {
    JsFuture::from(promise?).await
}

fn usages(usage: &str) -> Array {
    Array::of1(&JsValue::from_str(usage))
}

/// `N` bytes from the browser's cryptographic random source.
pub(super) fn random_bytes<const N: usize>() -> Result<[u8; N], JsValue> {
    let mut bytes = [0u8; N];
    crypto()?.get_random_values_with_u8_array(&mut bytes)?;
    Ok(bytes)
}

/// A fresh random UUID v4, lower-case and hyphenated.
pub(crate) fn random_uuid() -> String {
    crypto().map(|c| c.random_uuid()).unwrap_or_default()
}

/// Imports the server's RSA-OAEP (SHA-256) public key from its SubjectPublicKeyInfo DER.
pub(super) async fn import_public_key(spki_der: &[u8]) -> Result<CryptoKey, JsValue> {
    let params = RsaHashedImportParams::new_with_str("SHA-256");
    Reflect::set(&params, &"name".into(), &"RSA-OAEP".into())?;
    let data: Object = Uint8Array::from(spki_der).into();
    let promise = crypto()?.subtle().import_key_with_object(
        "spki",
        &data,
        &params,
        false,
        &usages("encrypt"),
    );
    settle(promise).await?.dyn_into()
}

/// The modulus size of an imported RSA key, in bits.
pub(super) fn modulus_bits(key: &CryptoKey) -> Option<u32> {
    let algorithm = key.algorithm().ok()?;
    let bits = Reflect::get(&algorithm, &"modulusLength".into()).ok()?;
    bits.as_f64().map(|bits| bits as u32)
}

/// RSA-OAEP encryption of a raw key for the server (empty label).
pub(super) async fn wrap(public_key: &CryptoKey, raw_key: &[u8]) -> Result<Vec<u8>, JsValue> {
    let params = RsaOaepParams::new("RSA-OAEP");
    let promise = crypto()?
        .subtle()
        .encrypt_with_object_and_u8_array(&params, public_key, raw_key);
    Ok(Uint8Array::new(&settle(promise).await?).to_vec())
}

/// Imports a raw AES-256 key for one use ("encrypt" or "decrypt"); it cannot be read back.
pub(super) async fn import_aes_key(raw_key: &[u8], usage: &str) -> Result<CryptoKey, JsValue> {
    let data: Object = Uint8Array::from(raw_key).into();
    let promise =
        crypto()?
            .subtle()
            .import_key_with_str("raw", &data, "AES-GCM", false, &usages(usage));
    settle(promise).await?.dyn_into()
}

fn gcm_params(iv: &[u8], aad: &[u8]) -> AesGcmParams {
    let params = AesGcmParams::new_with_u8_array("AES-GCM", &Uint8Array::from(iv));
    params.set_additional_data_u8_array(&Uint8Array::from(aad));
    params
}

/// AES-256-GCM encryption: ciphertext followed by the 16-byte tag.
pub(super) async fn seal(
    key: &CryptoKey,
    iv: &[u8],
    aad: &[u8],
    plaintext: &[u8],
) -> Result<Vec<u8>, JsValue> {
    let promise =
        crypto()?
            .subtle()
            .encrypt_with_object_and_u8_array(&gcm_params(iv, aad), key, plaintext);
    Ok(Uint8Array::new(&settle(promise).await?).to_vec())
}

/// AES-256-GCM decryption and authentication of ciphertext followed by its tag.
pub(super) async fn open(
    key: &CryptoKey,
    iv: &[u8],
    aad: &[u8],
    ciphertext: &[u8],
) -> Result<Vec<u8>, JsValue> {
    let promise =
        crypto()?
            .subtle()
            .decrypt_with_object_and_u8_array(&gcm_params(iv, aad), key, ciphertext);
    Ok(Uint8Array::new(&settle(promise).await?).to_vec())
}
