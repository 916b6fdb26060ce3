// Reproducibility bundles: the archive round trip and what it refuses (links, escaping
// names, size bombs), and what ReproBundle packs of a replayed session and of a session on
// a problem folder that shares files with a sibling (sgemm_f32_wide), with no secret.
#include "core/backend/BackendRegistry.h"
#include "core/base/InputError.h"
#include "core/engine/Engine.h"
#include "core/model/Session.h"
#include "core/session/BundleRecheck.h"
#include "core/session/ReproBundle.h"
#include "core/session/SessionFactory.h"
#include "core/store/BundleArchive.h"
#include "tests/SourceMeasuringBackend.h"

#include <QTemporaryDir>
#include <QTest>

#include <archive.h>
#include <archive_entry.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>

using namespace augur;

namespace {

const std::string kReduce = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/reduce_sum_f32.json.gz";
const std::string kWide = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/sgemm_f32_wide";

/// A .tar.gz with one entry of `type` named `name` (written with libarchive directly, as a
/// hostile bundle would be).
void writeRaw(const std::string& path, const std::string& name, unsigned type, const std::string& bytes,
              la_int64_t declaredSize = -1) {
    archive* a = archive_write_new();
    archive_write_add_filter_gzip(a);
    archive_write_set_format_pax_restricted(a);
    archive_write_open_filename(a, path.c_str());
    archive_entry* e = archive_entry_new();
    archive_entry_set_pathname(e, name.c_str());
    archive_entry_set_filetype(e, type);
    archive_entry_set_perm(e, 0644);
    if (type == AE_IFLNK) archive_entry_set_symlink(e, "/etc/passwd");
    archive_entry_set_size(e, type == AE_IFREG ? (declaredSize >= 0 ? declaredSize : la_int64_t(bytes.size())) : 0);
    archive_write_header(a, e);
    if (type == AE_IFREG) archive_write_data(a, bytes.data(), bytes.size());
    archive_entry_free(e);
    archive_write_close(a);
    archive_write_free(a);
}

std::string fieldOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const InputError& e) {
        return e.field();
    }
    return "(no error)";
}

} // namespace

class TestReproBundle : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    std::string path(const char* name) { return dir_.filePath(QString::fromLatin1(name)).toStdString(); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        BackendRegistry::add(test::kSourceMeasuringBackend, [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<test::SourceMeasuringBackend>());
        });
    }

    void archiveRoundTrip() {
        std::string binary(70000, '\0');
        for (std::size_t i = 0; i < binary.size(); ++i) binary[i] = char(i * 7919 % 251);
        const std::vector<BundleEntry> in = {{"manifest.json", "{}\n"}, {"a/b/c.bin", binary}, {"empty", ""}};
        BundleArchive::write(path("rt.tar.gz"), in);
        const auto out = BundleArchive::read(path("rt.tar.gz"));
        QCOMPARE(out.size(), in.size());
        for (std::size_t i = 0; i < in.size(); ++i) {
            QCOMPARE(out[i].name, in[i].name);
            QVERIFY(out[i].bytes == in[i].bytes);
        }
    }

    void archiveRefusesHostileEntries() {
        writeRaw(path("link.tar.gz"), "problem/x.cu", AE_IFLNK, "");
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("link.tar.gz")); }), std::string("entry problem/x.cu"));
        writeRaw(path("escape.tar.gz"), "problem/../../etc/cron.d/x", AE_IFREG, "x");
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("escape.tar.gz")); }),
                 std::string("entry problem/../../etc/cron.d/x"));
        writeRaw(path("abs.tar.gz"), "/tmp/x", AE_IFREG, "x");
        QVERIFY(fieldOf([&] { BundleArchive::read(path("abs.tar.gz")); }).rfind("entry", 0) == 0);
        BundleLimits small;
        small.maxEntryBytes = 1000;
        BundleArchive::write(path("big.tar.gz"), {{"big", std::string(5000, 'x')}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("big.tar.gz"), small); }), std::string("entry big"));
        small = {};
        small.maxEntries = 2;
        BundleArchive::write(path("many.tar.gz"), {{"a", "1"}, {"b", "2"}, {"c", "3"}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("many.tar.gz"), small); }), std::string("(file)"));
        BundleArchive::write(path("twice.tar.gz"), {{"manifest.json", "{}"}, {"manifest.json", "{}"}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("twice.tar.gz")); }), std::string("entry manifest.json"));
        // A small archive must not unpack into a huge tree: 17 folders deep, more than
        // maxFolders folders, or a name that is a file and a folder at once.
        std::string deep;
        for (int i = 0; i < 17; ++i) deep += "d/";
        BundleArchive::write(path("deep.tar.gz"), {{deep + "x", "1"}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("deep.tar.gz")); }), std::string("entry " + deep + "x"));
        BundleArchive::write(path("deep16.tar.gz"), {{deep.substr(2) + "x", "1"}}); // 16 deep: accepted
        QCOMPARE(BundleArchive::read(path("deep16.tar.gz")).size(), std::size_t(1));
        small = {};
        small.maxFolders = 3;
        BundleArchive::write(path("folders.tar.gz"), {{"a/1", ""}, {"b/1", ""}, {"c/1", ""}, {"d/1", ""}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("folders.tar.gz"), small); }), std::string("(file)"));
        BundleArchive::write(path("fileThenFolder.tar.gz"), {{"dataset", "1"}, {"dataset/x", "2"}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("fileThenFolder.tar.gz")); }), std::string("entry dataset/x"));
        BundleArchive::write(path("folderThenFile.tar.gz"), {{"dataset/x", "2"}, {"dataset", "1"}});
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("folderThenFile.tar.gz")); }), std::string("entry dataset"));
        std::ofstream(path("not.tar.gz")) << "not an archive";
        QCOMPARE(fieldOf([&] { BundleArchive::read(path("not.tar.gz")); }), std::string("(file)"));
        QCOMPARE(fieldOf([&] { ReproBundle::manifest({{"x", "y"}}, "b.tar.gz"); }), std::string("manifest.json"));
        QCOMPARE(fieldOf([&] {
                     ReproBundle::manifest({{"manifest.json", "{\"schema\": \"other\"}"}}, "b.tar.gz");
                 }),
                 std::string("manifest.json"));
    }

    /// A replayed session: the session file, its dataset and a manifest whose best
    /// candidates are the session's, best first; secrets never enter the environment.
    void replaySession() {
        setenv("AUGUR_TEST_SETTING", "on", 1); // not a setting Augur reads: not recorded
        setenv("AUGUR_PROMPT_DIR", "/opt/prompts", 1);
        setenv("AUGUR_API_KEY", "sk-do-not-store", 1);
        setenv("CUDA_VISIBLE_DEVICES", "0", 1);
        setenv("HOME_TOKEN_X", "nope", 1);
        // Credentials in the values of recorded settings: a URL's userinfo and query, and a
        // secret-named variable's value wherever it reappears, also without its prefix.
        setenv("AUGUR_LLM_BASE_URL", "https://user:hunter2pw@llm.example/v1?api_key=qz81Lmx0Kk3P&x=1#frag", 1);
        setenv("AUGUR_AUTH_BEARER", "sk-Zq9wLm31Xc7Rt5Yb", 1);
        setenv("AUGUR_LLM_MODEL", "model-Zq9wLm31Xc7Rt5Yb-echo", 1);
        setenv("AUGUR_DISASSEMBLER", "user:pa/ssWORD123@h:8080/v1", 1); // no scheme, a '/' in the password
        setenv("AUGUR_ENDPOINTS", "https://h/v1/k9Xq2Lm7Pz4Rt8Vw/chat#token=Frag123", 1); // a key as a path segment
        setenv("AUGUR_SLURM_PROFILES", "x-api-key: ghp_abcdefgh12345678 Bearer:tok-9f8e7d6c5b4a", 1);
        setenv("MY_PW", "Hunter2Hunter2", 1); // a short secret name, echoed elsewhere
        setenv("AUGUR_LANG", "es Hunter2Hunter2", 1);
        SessionConfig c;
        c.datasetPath = kReduce;
        c.maxMeasurements = 8;
        c.seed = 3;
        const std::string session = path("replay.augur");
        {
            auto engine = SessionFactory::create(c, session);
            engine->run();
            engine->rethrowIfFailed();
        }
        ReproBundleOptions o;
        o.best = 3;
        const auto entries = ReproBundle::make(session, o);
        std::set<std::string> names;
        for (const auto& e : entries) names.insert(e.name);
        QVERIFY(names ==
                (std::set<std::string>{"manifest.json", "session/replay.augur", "dataset/reduce_sum_f32.json.gz"}));
        const nlohmann::json m = ReproBundle::manifest(entries, "x");
        QCOMPARE(m["session"]["measurements"].get<int>(), 8);
        QCOMPARE(m["session"]["backend"].get<std::string>(), std::string("replay"));
        QCOMPARE(m["best"].size(), std::size_t(3));
        QVERIFY(m["best"][0]["speedup"].get<double>() >= m["best"][1]["speedup"].get<double>());
        auto engine = SessionFactory::resume(session, false);
        double best = 0.0;
        for (const Candidate& cand : engine->session().candidates())
            if (cand.origin != Origin::Reference && cand.measurement && cand.measurement->ok())
                best = std::max(best, cand.measurement->speedup);
        QCOMPARE(m["best"][0]["speedup"].get<double>(), best);
        QVERIFY(!m["devices_recorded"].empty()); // the H200 dataset's reports name the device
        const nlohmann::json& env = m["environment"];
        QVERIFY(!env.contains("AUGUR_TEST_SETTING"));
        QCOMPARE(env.value("AUGUR_PROMPT_DIR", ""), std::string("/opt/prompts"));
        QCOMPARE(env.value("CUDA_VISIBLE_DEVICES", ""), std::string("0"));
        QCOMPARE(env.value("AUGUR_LLM_BASE_URL", ""), std::string("https://[redacted]@llm.example/v1?[redacted]"));
        QCOMPARE(env.value("AUGUR_LLM_MODEL", ""), std::string("model-[redacted]-echo"));
        QCOMPARE(env.value("AUGUR_DISASSEMBLER", ""), std::string("[redacted]@h:8080/v1"));
        QCOMPARE(env.value("AUGUR_ENDPOINTS", ""), std::string("https://h/v1/[redacted]/chat#[redacted]"));
        QCOMPARE(env.value("AUGUR_SLURM_PROFILES", ""), std::string("x-api-key: [redacted] Bearer:[redacted]"));
        QCOMPARE(env.value("AUGUR_LANG", ""), std::string("es [redacted]"));
        QVERIFY(!env.contains("AUGUR_API_KEY"));
        QVERIFY(!env.contains("AUGUR_AUTH_BEARER"));
        QVERIFY(!env.contains("HOME_TOKEN_X"));
        for (const auto& e : entries)
            for (const char* secret : {"sk-do-not-store", "hunter2pw", "qz81Lmx0Kk3P", "Zq9wLm31Xc7Rt5Yb", "ssWORD123",
                                       "k9Xq2Lm7Pz4Rt8Vw", "Frag123", "abcdefgh12345678", "9f8e7d6c5b4a", "Hunter2"})
                QVERIFY2(e.bytes.find(secret) == std::string::npos, secret);
        for (const char* name : {"AUGUR_API_KEY", "AUGUR_TEST_SETTING", "AUGUR_PROMPT_DIR", "AUGUR_LLM_BASE_URL",
                                 "AUGUR_AUTH_BEARER", "AUGUR_LLM_MODEL", "HOME_TOKEN_X", "AUGUR_DISASSEMBLER",
                                 "AUGUR_ENDPOINTS", "AUGUR_SLURM_PROFILES", "MY_PW", "AUGUR_LANG"})
            unsetenv(name);
        // And through the archive.
        BundleArchive::write(path("replay.tar.gz"), entries);
        QVERIFY(ReproBundle::manifest(BundleArchive::read(path("replay.tar.gz")), "x") == m);
    }

    /// A session on a problem folder: the folder with its candidates/, and the sibling
    /// whose files it shares, so the unpacked copy loads as the original does.
    void problemFolderWithSharedSibling() {
        SessionConfig c;
        c.problemPath = kWide;
        c.backend = test::kSourceMeasuringBackend;
        c.strategy = SearchStrategy::MeasureAll;
        c.maxMeasurements = 2;
        const std::string session = path("wide.augur");
        {
            auto engine = SessionFactory::create(c, session);
            engine->run();
            engine->rethrowIfFailed();
        }
        const auto entries = ReproBundle::make(session);
        std::set<std::string> names;
        for (const auto& e : entries) names.insert(e.name);
        QVERIFY(names.count("problem/sgemm_f32_wide/problem.json"));
        QVERIFY(names.count("problem/sgemm_f32/problem.json")); // the shared sibling
        const nlohmann::json m = ReproBundle::manifest(entries, "x");
        QCOMPARE(m["files"]["problem"].get<std::string>(), std::string("problem/sgemm_f32_wide"));
        QCOMPARE(m["files"]["shared_problem"].get<std::string>(), std::string("problem/sgemm_f32"));
    }

    /// BundleRecheck (augur-cli recheck, File > Recheck a bundle…): the replayed H200
    /// dataset's problem is measured again from the unpacked bundle on the backend given,
    /// each row against what the manifest recorded, and the scratch folder goes away.
    void recheckMeasuresTheListedCandidates() {
        SessionConfig c;
        c.datasetPath = kReduce;
        c.maxMeasurements = 6;
        c.seed = 11;
        const std::string session = path("recheck.augur");
        {
            auto engine = SessionFactory::create(c, session);
            engine->run();
            engine->rethrowIfFailed();
        }
        ReproBundleOptions o;
        o.best = 3;
        const auto entries = ReproBundle::make(session, o);
        BundleArchive::write(path("recheck.tar.gz"), entries);
        const nlohmann::json m = ReproBundle::manifest(entries, "x");
        // The unpacked copies in the temporary folder, before, during and after.
        auto scratchFolders = [] {
            int n = 0;
            for (const auto& e : std::filesystem::directory_iterator(std::filesystem::temp_directory_path()))
                n += e.path().filename().string().rfind("augur-recheck-", 0) == 0;
            return n;
        };
        const int before = scratchFolders();
        {
            const BundleRecheck bundle(path("recheck.tar.gz"), 2);
            QCOMPARE(bundle.seed(), std::uint64_t(11));
            QCOMPARE(bundle.candidates().size(), std::size_t(2));
            QCOMPARE(bundle.problem().name, std::string("reduce_sum_f32"));
            QCOMPARE(scratchFolders(), before + 1);
            test::SourceMeasuringBackend backend; // S = 1.5 for every listed candidate (origin user)
            const RecheckReport r = bundle.measure(backend);
            QCOMPARE(r.rows.size(), std::size_t(2));
            for (std::size_t i = 0; i < 2; ++i) {
                const double was = m["best"][i]["speedup"].get<double>();
                QCOMPARE(r.rows[i].id, m["best"][i]["id"].get<CandidateId>());
                QCOMPARE(r.rows[i].recordedSpeedup, was);
                QCOMPARE(r.rows[i].drift, 1.5 / was - 1.0);
            }
            QCOMPARE(r.largestDrift, std::max(std::abs(r.rows[0].drift), std::abs(r.rows[1].drift)));
            const nlohmann::json j = r.toJson();
            QCOMPARE(j["candidates"].size(), std::size_t(2));
            QCOMPARE(j["candidates"][0]["speedup"].get<double>(), 1.5);
        }
        QCOMPARE(scratchFolders(), before); // the unpacked bundle goes with the object
        // A tampered bundle: a listed candidate without configuration or source.
        nlohmann::json bad = m;
        bad["best"][0].erase("configuration");
        bad["best"][0].erase("source");
        std::vector<BundleEntry> tampered = entries;
        for (auto& e : tampered)
            if (e.name == "manifest.json") e.bytes = bad.dump();
        BundleArchive::write(path("tampered.tar.gz"), tampered);
        QCOMPARE(fieldOf([&] { BundleRecheck(path("tampered.tar.gz")); }), std::string("manifest.json.best[0]"));
    }
};

QTEST_GUILESS_MAIN(TestReproBundle)
#include "tst_repro_bundle.moc"
