// An LLM session from the GUI against the loopback server, scripted for the screenshots of
// docs/gui.md: File > New session set for an LLM session (generator, surrogate, endpoint,
// caps), then the window with the LLM dock while the session runs, the reasoning of a
// forecast that is still arriving on screen. The server is the project's fake model
// (tests/llm_server) with quirks at --quirks, forecasts streamed slowly so they can be
// watched. Not a test: it drives the GUI as an engineer would and prints what it saw.
#include "core/session/LiveSession.h"
#include "tests/llm_server/LlmFakeModel.h"
#include "tests/llm_server/LlmTestServer.h"
#include "ui/session/EngineController.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/session/LlmPanel.h"
#include "ui/window/MainWindow.h"
#include "ui/settings/SessionDialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <atomic>
#include <cstdio>
#include <fstream>

using namespace augur;
using nlohmann::json;

namespace {

bool waitFor(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    return true;
}

void save(QWidget* w, const QString& path) {
    QCoreApplication::processEvents();
    if (!w->grab().save(path)) std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
}

/// A reasoning text of the length a reasoning model writes, streamed before the answer.
std::string reasoningFor(int n) {
    std::string r = "The candidate changes the block tile against its parent. ";
    const char* steps[] = {"A wider BN keeps more of B in shared memory per step, so global loads per FLOP fall. ",
                           "The micro-tile TM x TN sets the registers per thread; above 8 x 8 it spills. ",
                           "Threads per block = (BM/TM)(BN/TN); under 64 the SMs run short of warps. ",
                           "BK trades shared memory against the number of __syncthreads per K step. ",
                           "The parent measured near the middle bins, so a change this size moves one bin. "};
    for (int i = 0; i < 12; ++i) r += steps[(n + i) % 5];
    return r;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("dataset"), QStringLiteral("Dataset to replay."), QStringLiteral("file")});
    p.addOption(
        {QStringLiteral("lang"), QStringLiteral("en, es or ja."), QStringLiteral("code"), QStringLiteral("en")});
    p.addOption({QStringLiteral("quirks"), QStringLiteral("Rate of server quirks (429, 503, broken streams, ...)."),
                 QStringLiteral("rate"), QStringLiteral("0.15")});
    p.addOption({QStringLiteral("seconds"), QStringLiteral("How long the session runs before the picture."),
                 QStringLiteral("s"), QStringLiteral("25")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the screenshots."), QStringLiteral("dir"),
                 QStringLiteral(".")});
    p.process(app);
    ui::LanguageSwitcher::instance()->setLanguage(p.value(QStringLiteral("lang")));
    const QString out = p.value(QStringLiteral("out"));
    const QString tag = p.value(QStringLiteral("lang"));
    QDir().mkpath(out);

    test::FakeModelOptions fo;
    fo.quirkRate = p.value(QStringLiteral("quirks")).toDouble();
    fo.seed = 11;
    test::LlmFakeModel model(fo);
    std::atomic<int> generations{0};
    test::LlmTestServer server([&](const json& body, int n) {
        // Every sixth generation answers in prose: a rejected reply, listed in the dock.
        if (test::schemaNameOf(body) == "augur_configuration" && ++generations % 6 == 0)
            return test::Replies::streamed("Let me think about which tile to try next before I answer.");
        test::ServerReply r = model(body, n);
        if (test::schemaNameOf(body) != "augur_forecast" || r.status != 200 || !r.stream) return r;
        // Forecasts stream their reasoning first, slowly, as a reasoning model's do.
        test::ServerReply slow =
            test::Replies::streamed(model.answer(body, n), reasoningFor(n), "stop", "reasoning", 12);
        slow.chunkDelayMs = 30;
        return slow;
    });
    QTemporaryDir dir;
    const std::string endpoints = dir.filePath(QStringLiteral("endpoints.json")).toStdString();
    std::ofstream(endpoints) << json{{"default", "loopback"},
                                     {"endpoints",
                                      json::array({{{"name", "loopback"},
                                                    {"base_url", server.baseUrl()},
                                                    {"model", "test-model"},
                                                    {"max_concurrency", 8},
                                                    {"backoff_s", 0.2},
                                                    {"max_backoff_s", 1},
                                                    {"max_tokens", 2000},
                                                    {"price_input_per_mtok", 0.15},
                                                    {"price_output_per_mtok", 0.6}}})}}
                                    .dump(2);

    SessionConfig c;
    c.datasetPath = p.value(QStringLiteral("dataset")).toStdString();
    c.generator = GeneratorKind::Llm;
    c.surrogate = SurrogateKind::Ensemble;
    c.endpointsFile = endpoints;
    c.endpoint = "loopback";
    c.maxMeasurements = 40;
    c.maxLlmRequests = 400;
    c.maxLlmTokens = 2'000'000;
    c.childrenPerExpansion = 4;
    c.replayDelayMs = 300;
    c.seed = 4;

    ui::SessionDialog dialog;
    dialog.setConfig(c);
    dialog.setSessionPath(QString());
    dialog.resize(760, dialog.sizeHint().height());
    dialog.show();
    save(&dialog, QDir(out).filePath(QStringLiteral("llm-session-dialog%1.png").arg(tag == "en" ? "" : "-" + tag)));
    const SessionConfig chosen = dialog.config();
    dialog.hide();

    auto* controller = new ui::EngineController(LiveSession::create(chosen, ""));
    ui::MainWindow window(controller);
    window.resize(1600, 1000);
    window.show();
    controller->start();
    ui::LlmPanel* panel = window.llmPanel();
    const int seconds = p.value(QStringLiteral("seconds")).toInt();
    waitFor([&] { return controller->isFinished(); }, seconds * 1000);
    // Select a candidate whose forecast is arriving, so the dock shows it streaming.
    qint64 streaming = -1;
    waitFor(
        [&] {
            panel->refresh();
            for (const LlmLiveRequest& r : panel->shown().live)
                if (r.tag == "forecast" && r.subject >= 0 && r.reasoningChars > 200) streaming = r.subject;
            return streaming >= 0 || controller->isFinished();
        },
        20000);
    if (streaming >= 0) {
        window.userSelected(streaming);
        // The picture is taken while the reasoning is still arriving.
        waitFor([&] { return panel->reasoningStreaming() || controller->isFinished(); }, 5000);
    }
    save(&window, QDir(out).filePath(QStringLiteral("llm-dock%1.png").arg(tag == "en" ? "" : "-" + tag)));
    const LlmActivitySnapshot& s = panel->shown();
    std::printf("%s\n",
                json{{"server_requests", server.requests()},
                     {"attempts", s.usage.attempts},
                     {"requests", s.usage.requests},
                     {"in_flight", s.live.size()},
                     {"failures", s.usage.failures},
                     {"rejected", s.rejectedTotal},
                     {"prompt_tokens", s.usage.promptTokens},
                     {"completion_tokens", s.usage.completionTokens},
                     {"cost", s.cost.value_or(-1)},
                     {"latency_p50_ms", s.usage.latencyP50Ms},
                     {"latency_p95_ms", s.usage.latencyP95Ms},
                     {"streaming_candidate", streaming},
                     {"measured", controller->stats().measured},
                     {"candidates", controller->stats().candidates}}
                    .dump()
                    .c_str());
    controller->stop();
    waitFor([&] { return controller->isFinished(); }, 10000);
    return 0;
}
