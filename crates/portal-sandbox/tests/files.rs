//! Files: upload (raw body, metadata in the query string) and its limits, the institution
//! query, the record, byte-for-byte download, the download link, delete, FILE.NOT_FOUND, and
//! the seeded demo files.

mod common;

use common::{read, Resp, Sandbox};
use portal_api::files::FILE_MAX_BYTES;
use portal_api::{headers, paths};
use portal_sandbox::demo;
use serde_json::json;

const INVALID: &str = "VALIDATION.INVALID_PARAMETER";
const FILE_NOT_FOUND: &str = "FILE.NOT_FOUND";

async fn upload(sb: &Sandbox, token: &str, query: &str, bytes: Vec<u8>) -> Resp {
    let url = sb.url(&format!("{}?{query}", paths::FILE_UPLOAD));
    let request = sb
        .http
        .post(url)
        .header(headers::PORTAL_ACCESS_CODE, &sb.access_code)
        .header("content-type", "application/octet-stream")
        .bearer_auth(token)
        .body(bytes);
    read(request.send().await.expect("send")).await
}

fn acme_query(name: &str) -> String {
    format!(
        "bucket=statements&remark=Q1&fileName={name}&institutionBizId={}",
        demo::INSTITUTION_ACME
    )
}

/// Bytes of every value, so that a text-mangling path would show.
fn sample(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 31 % 256) as u8).collect()
}

#[tokio::test]
async fn a_file_round_trips_byte_for_byte() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let bytes = sample(300_000);
    let r = upload(
        &sb,
        &tenant,
        &acme_query("report%20%C3%A9.bin"),
        bytes.clone(),
    )
    .await;
    let file = r.ok().clone();
    let id = file["bizId"].as_str().unwrap().to_owned();
    assert_eq!(file["fileName"], "report é.bin");
    assert_eq!(file["size"], 300_000);
    assert_eq!(file["bucket"], "statements");
    assert_eq!(file["contentType"], "application/octet-stream");

    let record = sb
        .get(&paths::fill(paths::FILE, &[&id]), Some(&tenant))
        .await;
    assert_eq!(record.ok()["sha256"], file["sha256"]);
    let down = sb
        .get(&paths::fill(paths::FILE_DOWNLOAD, &[&id]), Some(&tenant))
        .await;
    assert_eq!(down.status, 200);
    assert_eq!(down.bytes, bytes, "byte for byte");
    assert!(down
        .header("content-disposition")
        .contains("report%20%C3%A9.bin"));

    let link = sb
        .get(
            &paths::fill(paths::FILE_DOWNLOAD_URL, &[&id]),
            Some(&tenant),
        )
        .await;
    let url = link.ok()["url"].as_str().unwrap().to_owned();
    assert!(link.ok()["expiresAt"].is_string());
    let plain = read(sb.http.get(&url).send().await.unwrap()).await;
    assert_eq!(plain.bytes, bytes, "the link needs no headers");

    let list = sb
        .post(
            paths::FILES_QUERY,
            json!({"institutionBizId": demo::INSTITUTION_ACME}),
            Some(&tenant),
        )
        .await;
    assert_eq!(list.ok()["items"][0]["bizId"], id.as_str());
    let hooli = sb
        .post(
            paths::FILES_QUERY,
            json!({"institutionBizId": demo::INSTITUTION_HOOLI}),
            Some(&tenant),
        )
        .await;
    assert_eq!(
        hooli.ok()["pagination"]["totalRecords"],
        0,
        "not visible, none"
    );

    let del = sb
        .post(paths::FILE_DELETE, json!({"fileBizId": id}), Some(&tenant))
        .await;
    assert_eq!(del.ok(), &json!(true));
    sb.get(&paths::fill(paths::FILE, &[&id]), Some(&tenant))
        .await
        .assert_error(404, FILE_NOT_FOUND);
    let gone = read(sb.http.get(&url).send().await.unwrap()).await;
    gone.assert_error(404, FILE_NOT_FOUND);
    sb.post(paths::FILE_DELETE, json!({"fileBizId": id}), Some(&tenant))
        .await
        .assert_error(404, FILE_NOT_FOUND);
}

#[tokio::test]
async fn unknown_files_are_file_not_found() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    for path in [paths::FILE, paths::FILE_DOWNLOAD, paths::FILE_DOWNLOAD_URL] {
        sb.get(&paths::fill(path, &["fil_nope"]), Some(&admin))
            .await
            .assert_error(404, FILE_NOT_FOUND);
    }
    sb.post(
        paths::FILE_DELETE,
        json!({"fileBizId": "fil_nope"}),
        Some(&admin),
    )
    .await
    .assert_error(404, FILE_NOT_FOUND);
    let link = read(
        sb.http
            .get(sb.url("/__sandbox/file-links/nope"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    link.assert_error(404, FILE_NOT_FOUND);
}

#[tokio::test]
async fn another_institutions_file_is_not_found() {
    let sb = common::start().await;
    let admin = sb.admin().await;
    let tenant = sb.tenant_admin().await;
    let query = format!(
        "bucket=b&fileName=x.txt&institutionBizId={}",
        demo::INSTITUTION_HOOLI
    );
    let id = upload(&sb, &admin, &query, b"hooli".to_vec()).await.ok()["bizId"]
        .as_str()
        .unwrap()
        .to_owned();
    sb.get(&paths::fill(paths::FILE_DOWNLOAD, &[&id]), Some(&tenant))
        .await
        .assert_error(404, FILE_NOT_FOUND);
    sb.post(paths::FILE_DELETE, json!({"fileBizId": id}), Some(&tenant))
        .await
        .assert_error(404, FILE_NOT_FOUND);
    let r = upload(&sb, &tenant, &query, b"x".to_vec()).await;
    r.assert_error(404, "RESOURCE.NOT_FOUND");
}

#[tokio::test]
async fn uploads_keep_the_rules_and_the_size_limit() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    let acme = demo::INSTITUTION_ACME;
    for query in [
        format!("fileName=a.txt&institutionBizId={acme}"),
        format!("bucket=a/b&fileName=a.txt&institutionBizId={acme}"),
        format!("bucket=b&institutionBizId={acme}"),
        "bucket=b&fileName=a.txt".to_owned(),
    ] {
        upload(&sb, &tenant, &query, b"x".to_vec())
            .await
            .assert_error(400, INVALID);
    }
    upload(&sb, &tenant, &acme_query("empty.txt"), Vec::new())
        .await
        .assert_error(400, INVALID);
    let limit = FILE_MAX_BYTES as usize;
    let at = upload(&sb, &tenant, &acme_query("max.bin"), vec![7u8; limit]).await;
    assert_eq!(at.ok()["size"], limit);
    let over = upload(&sb, &tenant, &acme_query("big.bin"), vec![7u8; limit + 1]).await;
    over.assert_error(413, INVALID);
    assert!(over.body["message"].as_str().unwrap().contains("25 MiB"));
}

#[tokio::test]
async fn queries_need_a_token_and_an_institution() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    sb.post(
        paths::FILES_QUERY,
        json!({"institutionBizId": demo::INSTITUTION_ACME}),
        None,
    )
    .await
    .assert_error(401, "ACCESS.TOKEN_MISSING");
    sb.post(paths::FILES_QUERY, json!({}), Some(&tenant))
        .await
        .assert_error(400, INVALID);
    sb.post(
        paths::FILES_QUERY,
        json!({"institutionBizId": demo::INSTITUTION_ACME, "size": -1}),
        Some(&tenant),
    )
    .await
    .assert_error(400, INVALID);
    // Portal Operations has no seeded files.
    let admin = sb.admin().await;
    let empty = sb
        .post(
            paths::FILES_QUERY,
            json!({"institutionBizId": demo::INSTITUTION_PORTAL_OPS}),
            Some(&admin),
        )
        .await;
    assert_eq!(
        empty.ok()["pagination"],
        json!({"totalPages": 0, "totalRecords": 0, "currentPage": 1, "pageSize": 0,
               "hasNext": false, "empty": true, "paginated": false})
    );
    sb.get(&paths::fill(paths::FILE, &["fil_x"]), None)
        .await
        .assert_error(401, "ACCESS.TOKEN_MISSING");
}

#[tokio::test]
async fn the_seeded_files_list_and_download_byte_for_byte() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    for institution in [demo::INSTITUTION_ACME, demo::INSTITUTION_GLOBEX] {
        let list = sb
            .post(
                paths::FILES_QUERY,
                json!({"institutionBizId": institution}),
                Some(&tenant),
            )
            .await;
        let items = list.ok()["items"].as_array().unwrap().clone();
        let newest_first: Vec<&str> = demo::files_of(institution)
            .map(|f| f.biz_id)
            .rev()
            .collect();
        let listed: Vec<&str> = items.iter().map(|i| i["bizId"].as_str().unwrap()).collect();
        assert_eq!(listed, newest_first, "{institution}");
        assert!(newest_first.len() >= 2, "a few files each");
        for (item, seeded) in items.iter().zip(demo::files_of(institution).rev()) {
            assert_eq!(item["fileName"], seeded.file_name);
            assert_eq!(item["contentType"], seeded.content_type);
            assert_eq!(item["size"], seeded.content.len());
            assert_eq!(item["institutionBizId"], institution);
            let down = sb
                .get(
                    &paths::fill(paths::FILE_DOWNLOAD, &[seeded.biz_id]),
                    Some(&tenant),
                )
                .await;
            assert_eq!(down.status, 200);
            assert_eq!(down.header("content-type"), seeded.content_type);
            assert_eq!(
                down.bytes, seeded.content,
                "{} byte for byte",
                seeded.file_name
            );
        }
    }
    let pdf = demo::FILES
        .iter()
        .find(|f| f.biz_id == demo::FILE_ACME_CERTIFICATE)
        .unwrap();
    assert!(pdf.content.starts_with(b"%PDF-1.4") && pdf.content.ends_with(b"%%EOF\n"));
    let csv = sb
        .get(
            &paths::fill(paths::FILE_DOWNLOAD, &[demo::FILE_ACME_SETTLEMENT]),
            Some(&tenant),
        )
        .await;
    let text = String::from_utf8(csv.bytes).unwrap();
    assert!(text.starts_with("date,channel,currency,"), "{text}");
    assert!(text.lines().count() > 3, "a header and rows");
}

/// The PDF's cross-reference table points at each object, so strict readers open it.
#[test]
fn the_seeded_pdfs_are_well_formed() {
    for f in demo::FILES
        .iter()
        .filter(|f| f.content_type == "application/pdf")
    {
        let text = std::str::from_utf8(f.content).unwrap();
        let start: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .unwrap();
        assert!(text[start..].starts_with("xref\n"), "{}", f.file_name);
        let offsets = text[start..]
            .lines()
            .skip(3)
            .take_while(|l| l.ends_with(" n "));
        for (n, line) in offsets.enumerate() {
            let at: usize = line[..10].parse().unwrap();
            assert!(
                text[at..].starts_with(&format!("{} 0 obj", n + 1)),
                "{} object {}",
                f.file_name,
                n + 1
            );
        }
    }
}

#[tokio::test]
async fn downloads_are_attachments_never_pages_or_scripts() {
    let sb = common::start().await;
    let tenant = sb.tenant_admin().await;
    for (content_type, name, served) in [
        (
            "text/html; charset=utf-8",
            "page.html",
            "application/octet-stream",
        ),
        ("image/svg+xml", "logo.svg", "application/octet-stream"),
        (
            "application/javascript",
            "app.js",
            "application/octet-stream",
        ),
        (
            "application/xhtml+xml",
            "page.xhtml",
            "application/octet-stream",
        ),
        ("text/csv", "list.csv", "text/csv"),
        ("application/pdf", "statement.pdf", "application/pdf"),
    ] {
        let url = sb.url(&format!("{}?{}", paths::FILE_UPLOAD, acme_query(name)));
        let request = sb
            .http
            .post(url)
            .header(headers::PORTAL_ACCESS_CODE, &sb.access_code)
            .header("content-type", content_type)
            .bearer_auth(&tenant)
            .body("<script>alert(document.domain)</script>");
        let file = read(request.send().await.unwrap()).await;
        let id = file.ok()["bizId"].as_str().unwrap().to_owned();
        let down = sb
            .get(&paths::fill(paths::FILE_DOWNLOAD, &[&id]), Some(&tenant))
            .await;
        let link = sb
            .get(
                &paths::fill(paths::FILE_DOWNLOAD_URL, &[&id]),
                Some(&tenant),
            )
            .await;
        let url = link.ok()["url"].as_str().unwrap().to_owned();
        let by_link = read(sb.http.get(&url).send().await.unwrap()).await;
        for r in [&down, &by_link] {
            assert_eq!(r.status, 200, "{name}");
            assert_eq!(r.header("content-type"), served, "{name}");
            assert!(
                r.header("content-disposition").starts_with("attachment;"),
                "{name}"
            );
            assert_eq!(r.header("x-content-type-options"), "nosniff", "{name}");
        }
    }
}
