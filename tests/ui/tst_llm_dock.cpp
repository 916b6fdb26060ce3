// The LLM dock and the LLM fields of File > New session, against the loopback
// OpenAI-compatible server: the dock's counts equal what the server saw and sent, the
// selected candidate's forecast reasoning streams while it arrives, a server that dies
// mid-session shows as replies without an answer (the session goes on), a cap on requests
// ends the run, and the dialog shows every LLM setting it starts from.
#include "core/llm/client/LlmActivity.h"
#include "core/session/LiveSession.h"
#include "tests/llm_server/LlmFakeModel.h"
#include "tests/llm_server/LlmTestServer.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/session/LlmPanel.h"
#include "ui/window/MainWindow.h"
#include "ui/settings/SessionDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <fstream>
#include <mutex>

using namespace augur;
using augur::test::FakeModelOptions;
using augur::test::LlmFakeModel;
using augur::test::LlmTestServer;
using augur::test::Replies;
using augur::test::ServerReply;
using nlohmann::json;

namespace {

const std::string kDataset = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";
constexpr double kPriceIn = 0.5; // per million prompt tokens
constexpr double kPriceOut = 2.0; // per million completion tokens

std::string writeEndpoints(const QTemporaryDir& dir, const std::string& baseUrl) {
    const std::string file = dir.filePath(QStringLiteral("endpoints.json")).toStdString();
    std::ofstream out(file);
    out << json{{"default", "loopback"},
                {"endpoints",
                 json::array({{{"name", "loopback"},
                               {"base_url", baseUrl},
                               {"model", "test-model"},
                               {"max_concurrency", 8},
                               {"backoff_s", 0.02},
                               {"max_backoff_s", 0.05},
                               {"max_attempts", 2},
                               {"connect_timeout_s", 2},
                               {"idle_timeout_s", 5},
                               {"timeout_s", 20},
                               {"max_tokens", 2000},
                               {"price_input_per_mtok", kPriceIn},
                               {"price_output_per_mtok", kPriceOut}}})}}
               .dump(2);
    return file;
}

/// What the server sent: tokens reported in every reply's usage record.
struct SentTokens {
    std::mutex mutex;
    std::int64_t prompt = 0, completion = 0;
    void add(const ServerReply& r) {
        auto take = [&](const json& j) {
            if (!j.is_object() || !j.contains("usage") || !j["usage"].is_object()) return;
            std::lock_guard lock(mutex);
            prompt += j["usage"].value("prompt_tokens", 0);
            completion += j["usage"].value("completion_tokens", 0);
        };
        if (r.status != 200) return;
        if (r.stream) {
            for (const std::string& e : r.events) take(json::parse(e, nullptr, false));
        } else {
            take(json::parse(r.body, nullptr, false));
        }
    }
};

SessionConfig llmConfig(const std::string& endpoints) {
    SessionConfig c;
    c.datasetPath = kDataset;
    c.generator = GeneratorKind::Llm;
    c.surrogate = SurrogateKind::Llm;
    c.endpointsFile = endpoints;
    c.maxMeasurements = 8;
    c.childrenPerExpansion = 3;
    c.batchSize = 2;
    c.seed = 5;
    return c;
}

QString labelText(QWidget* w, const char* name) {
    auto* l = w->findChild<QLabel*>(QString::fromLatin1(name));
    return l ? l->text() : QString();
}

} // namespace

class TestLlmDock : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void countsMatchTheServer() {
        LlmFakeModel model;
        SentTokens sent;
        std::atomic<int> generations{0};
        LlmTestServer server([&](const json& body, int n) {
            ServerReply r = model(body, n);
            // The second generation request gets prose: a rejected reply.
            if (test::schemaNameOf(body) == "augur_configuration" && ++generations == 2)
                r = Replies::streamed("Sorry, I only speak prose.");
            sent.add(r);
            return r;
        });
        auto* controller =
            new ui::EngineController(LiveSession::create(llmConfig(writeEndpoints(dir_, server.baseUrl())), ""));
        ui::MainWindow w(controller);
        w.show();
        QVERIFY(w.dockOf(w.llmPanel())->isVisible()); // an LLM session brings the dock forward
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        ui::LlmPanel* panel = w.llmPanel();
        panel->refresh();
        const LlmActivitySnapshot& s = panel->shown();
        QVERIFY(server.requests() > 5);
        QCOMPARE(s.usage.attempts, std::int64_t(server.requests()));
        QCOMPARE(s.usage.requests, std::int64_t(server.requests())); // no retries: every attempt answered
        QCOMPARE(s.live.size(), std::size_t(0));
        {
            std::lock_guard lock(sent.mutex);
            QCOMPARE(s.usage.promptTokens, sent.prompt);
            QCOMPARE(s.usage.completionTokens, sent.completion);
            QVERIFY(s.cost);
            QVERIFY(std::abs(*s.cost - (double(sent.prompt) * kPriceIn + double(sent.completion) * kPriceOut) / 1e6) <
                    1e-12);
            QVERIFY(labelText(panel, "llmTokens").contains(QLocale().toString(static_cast<qlonglong>(sent.prompt))));
        }
        QVERIFY(
            labelText(panel, "llmRequests")
                .startsWith(QLocale().toString(server.requests()) + QStringLiteral(" done, 0 in flight, 0 without")));
        QVERIFY(labelText(panel, "llmCost").contains(QLocale().toString(*s.cost, 'f', 4)));
        QVERIFY(labelText(panel, "llmEndpoint").contains(QStringLiteral("loopback: test-model at http://127.0.0.1:")));
        // The rejected generation is listed with its reason, by its parent.
        QCOMPARE(s.rejectedTotal, std::int64_t(1));
        auto* table = panel->findChild<QTableWidget*>(QStringLiteral("llmRejections"));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("rejected"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("generate"));
        QVERIFY(table->item(0, 1)->text().startsWith(QStringLiteral("child of #")));
        QVERIFY(!table->item(0, 4)->text().isEmpty());
        // The rejected reply failed before any GPU: the 8 measurements of the budget all went
        // to real candidates.
        int rejectedFailed = 0, spent = 0;
        for (const Candidate& cand : w.candidateModel()->candidates()) {
            if (cand.id == kNoCandidate) continue;
            if (cand.rejection) {
                QCOMPARE(cand.state, CandidateState::Failed);
                QCOMPARE(cand.measurement->order, 0);
                ++rejectedFailed;
            } else if (cand.spentMeasurement()) {
                ++spent;
            }
        }
        QCOMPARE(rejectedFailed, 1);
        QCOMPARE(spent, 8);
        QCOMPARE(controller->stats().measured, 8);
        // The status bar names the endpoint.
        QVERIFY(labelText(&w, "sessionLabel").contains(QStringLiteral("Generator: llm   Surrogate: llm")));
    }

    void reasoningStreamsWhileItArrives() {
        LlmFakeModel model;
        std::atomic<bool> slow{false};
        LlmTestServer server([&](const json& body, int n) {
            if (test::schemaNameOf(body) != "augur_forecast" || !slow) return model(body, n);
            std::string reasoning;
            for (int i = 0; i < 60; ++i) reasoning += "step " + std::to_string(i) + ": weigh the tile size. ";
            ServerReply r = Replies::streamed(model.answer(body, n), reasoning, "stop", "reasoning", 24);
            r.chunkDelayMs = 40; // about 4 s per forecast
            return r;
        });
        SessionConfig c = llmConfig(writeEndpoints(dir_, server.baseUrl()));
        c.generator = GeneratorKind::Tuner;
        c.strategy = SearchStrategy::Puct;
        c.maxMeasurements = 4;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        w.show();
        slow = true;
        controller->start();
        ui::LlmPanel* panel = w.llmPanel();
        // A forecast in flight: select its candidate.
        qint64 subject = -1;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const LlmLiveRequest& r : panel->shown().live)
                    if (r.tag == "forecast" && r.subject >= 0 && w.candidateModel()->candidate(r.subject)) {
                        subject = r.subject;
                        return true;
                    }
                return false;
            }(),
            20000);
        w.userSelected(subject);
        auto* text = panel->findChild<QPlainTextEdit*>(QStringLiteral("llmReasoning"));
        QTRY_VERIFY_WITH_TIMEOUT(panel->reasoningStreaming() && text->toPlainText().contains(QStringLiteral("step 1:")),
                                 10000);
        QVERIFY(labelText(panel, "llmReasoningTitle").contains(QStringLiteral("arriving")));
        const int early = int(text->toPlainText().size());
        QTRY_VERIFY_WITH_TIMEOUT(int(text->toPlainText().size()) > early + 100, 10000); // it grows as it arrives
        // Done: the forecast's stored reasoning, no longer "arriving".
        QTRY_VERIFY_WITH_TIMEOUT(!panel->reasoningStreaming(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!labelText(panel, "llmReasoningTitle").contains(QStringLiteral("arriving")), 5000);
        QVERIFY(labelText(panel, "llmReasoningTitle").contains(QStringLiteral("#%1").arg(subject)));
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
    }

    void serverDiesMidSession() {
        LlmFakeModel model;
        auto server = std::make_unique<LlmTestServer>([&](const json& body, int n) { return model(body, n); });
        SessionConfig c = llmConfig(writeEndpoints(dir_, server->baseUrl()));
        c.generator = GeneratorKind::Tuner;
        c.strategy = SearchStrategy::Puct;
        c.maxMeasurements = 10;
        c.replayDelayMs = 20;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        w.show();
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(server->requests() >= 4, 20000);
        server->stop(); // dies: open streams break off, new connections are refused
        const int seen = server->requests();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        QVERIFY2(controller->stats().measured > 0, "the session measures on without its surrogate");
        ui::LlmPanel* panel = w.llmPanel();
        panel->refresh();
        const LlmActivitySnapshot& s = panel->shown();
        QVERIFY(s.usage.failures > 0);
        QCOMPARE(s.usage.replies, std::int64_t(std::min(seen, int(s.usage.replies)))); // nothing invented
        QVERIFY(s.usage.replies <= seen);
        QCOMPARE(s.rejectedTotal, s.usage.failures); // every request without a reply is listed
        auto* table = panel->findChild<QTableWidget*>(QStringLiteral("llmRejections"));
        QCOMPARE(table->rowCount(), int(std::min<std::int64_t>(s.rejectedTotal, LlmActivity::kMaxRejections)));
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("no reply"));
        QVERIFY(table->item(0, 4)->text().startsWith(QStringLiteral("transport:")));
        QVERIFY(labelText(panel, "llmRequests")
                    .contains(QLocale().toString(static_cast<qlonglong>(s.usage.failures)) +
                              QStringLiteral(" without a reply")));
    }

    void capOnRequestsEndsTheRun() {
        LlmFakeModel model;
        LlmTestServer server([&](const json& body, int n) { return model(body, n); });
        SessionConfig c = llmConfig(writeEndpoints(dir_, server.baseUrl()));
        c.maxLlmRequests = 7;
        c.maxMeasurements = 50;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        QString reason;
        connect(controller, &ui::EngineController::finished, this, [&](const QString& r) { reason = r; });
        connect(controller, &ui::EngineController::errorOccurred, this,
                [&](const QString& r) { reason = QStringLiteral("error: ") + r; });
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        QCOMPARE(reason, QStringLiteral("LLM request cap reached: 7 of 7 requests"));
        QCOMPARE(server.requests(), 7);
        w.llmPanel()->refresh();
        QVERIFY(labelText(w.llmPanel(), "llmCaps").contains(QStringLiteral("requests 7 of 7")));
        QVERIFY(labelText(w.llmPanel(), "llmCaps").contains(QStringLiteral("cap reached")));
    }

    void noLlmSessionSaysSo() {
        SessionConfig c;
        c.datasetPath = kDataset;
        c.maxMeasurements = 3;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        QVERIFY(!controller->llmActivity());
        QVERIFY(labelText(w.llmPanel(), "llmEndpoint").contains(QStringLiteral("uses no LLM")));
    }

    void dialogShowsTheLlmSettings() {
        LlmTestServer server;
        SessionConfig c = llmConfig(writeEndpoints(dir_, server.baseUrl()));
        c.surrogate = SurrogateKind::Ensemble;
        c.endpoint = "loopback";
        c.maxLlmRequests = 300;
        c.maxLlmTokens = 2'000'000;
        c.childrenPerExpansion = 4;
        ui::SessionDialog d;
        d.setConfig(c);
        auto* generator = d.findChild<QComboBox*>(QStringLiteral("generatorCombo"));
        auto* surrogate = d.findChild<QComboBox*>(QStringLiteral("surrogateCombo"));
        auto* endpoint = d.findChild<QComboBox*>(QStringLiteral("endpointCombo"));
        QVERIFY(generator->currentText().endsWith(QStringLiteral("(llm)")));
        QVERIFY(surrogate->currentText().endsWith(QStringLiteral("(ensemble)")));
        QCOMPARE(endpoint->currentData().toString(), QStringLiteral("loopback"));
        QCOMPARE(endpoint->count(), 2); // the default and the one profile
        QVERIFY(
            d.findChild<QLabel*>(QStringLiteral("endpointInfo"))->text().contains(QStringLiteral("test-model at ")));
        QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("childrenSpin"))->value(), 4);
        const SessionConfig back = d.config();
        QCOMPARE(back.generator, GeneratorKind::Llm);
        QCOMPARE(back.surrogate, SurrogateKind::Ensemble);
        QCOMPARE(back.endpoint, std::string("loopback"));
        QCOMPARE(back.maxLlmRequests, std::int64_t(300));
        QCOMPARE(back.maxLlmTokens, std::int64_t(2'000'000));
        QCOMPARE(back.childrenPerExpansion, 4);
        QVERIFY(d.findChild<QSpinBox*>(QStringLiteral("maxLlmRequestsSpin"))->isEnabled());

        // Tuner + features: the LLM fields are off and the config asks for no LLM.
        generator->setCurrentIndex(0);
        surrogate->setCurrentIndex(0);
        QVERIFY(!d.findChild<QSpinBox*>(QStringLiteral("maxLlmRequestsSpin"))->isEnabled());
        QVERIFY(!d.config().usesLlm());

        // An LLM surrogate without any profile is refused, with the way out.
        SessionConfig none = c;
        none.endpointsFile = dir_.filePath(QStringLiteral("empty-endpoints.json")).toStdString();
        std::ofstream(none.endpointsFile) << json{{"endpoints", json::array()}}.dump();
        d.setConfig(none);
        d.setSessionPath(QString());
        QVERIFY(d.validationError().contains(QStringLiteral("No LLM endpoint profile")));
    }
};

QTEST_MAIN(TestLlmDock)
#include "tst_llm_dock.moc"
