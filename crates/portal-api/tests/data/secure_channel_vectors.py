#!/usr/bin/env python3
"""Independent computation of the secure-channel known-answer vectors (docs/secure-channel.md).

Written from the format document, not from the Rust code, with the `cryptography` package:
    pip install cryptography && python3 secure_channel_vectors.py
The printed values are hard-coded in ../secure_channel.rs. RSA-OAEP output is randomised, so the
wrapped keys differ on every run; any run's output is a valid vector (Rust checks the decryption).
"""
import base64
import os

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

HERE = os.path.dirname(os.path.abspath(__file__))

REQ_KEY = bytes(range(0x00, 0x20))
RESP_KEY = bytes(range(0x20, 0x40))
REQ_IV = bytes(range(0xA0, 0xAC))
RESP_IV = bytes(range(0xB0, 0xBC))
METHOD = "POST"
PATH = "/web/v1/tenant/auth/login/initiate"
SESSION_ID = "9b1d6a0e-5c3f-4e8a-b2d7-1f4c8e2a6b90"
REQUEST_ID = "2f1e4c8a-7b3d-4e5f-9a6b-0c1d2e3f4a5b"
TIMESTAMP_MS = 1767225600000
REQ_PLAINTEXT = b'{"email":"admin@portal.test","password":"Admin-Pass-1"}'
RESP_PLAINTEXT = (
    b'{"version":"2.0.0","timestamp":1767225600123,"success":true,"code":2000,'
    b'"message":"Success","data":{"sessionId":"ls-0001","mfaMethods":[],"expiresIn":300,'
    b'"accountStatus":null,"pendingApproval":false}}'
)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


req_aad = f"portal-sc/1 request\n{METHOD}\n{PATH}\n{SESSION_ID}\n{REQUEST_ID}\n{TIMESTAMP_MS}".encode()
resp_aad = f"portal-sc/1 response\n{SESSION_ID}\n{REQUEST_ID}".encode()

print("request iv        ", b64(REQ_IV))
print("request ciphertext", b64(AESGCM(REQ_KEY).encrypt(REQ_IV, REQ_PLAINTEXT, req_aad)))
print("response iv       ", b64(RESP_IV))
print("response ciphertext", b64(AESGCM(RESP_KEY).encrypt(RESP_IV, RESP_PLAINTEXT, resp_aad)))

with open(os.path.join(HERE, "secure_channel_test_key.pk8.b64")) as f:
    private_key = serialization.load_der_private_key(base64.b64decode(f.read().strip()), None)
public_key = private_key.public_key()
spki = public_key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
oaep = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
print("public key (SPKI) ", b64(spki))
print("encReqKey         ", b64(public_key.encrypt(REQ_KEY, oaep)))
print("encRespKey        ", b64(public_key.encrypt(RESP_KEY, oaep)))
