// augur-llm-test-server: the loopback test server with the fake model, as a program, to
// try `augur-cli run --generator llm --surrogate llm` without a real model (docs/llm.md).
//
//   augur-llm-test-server [--port N] [--quirks RATE] [--seed N] [--chunk-delay-ms N] [--piece CHARS]
//                         [--script FILE]
//
// --script FILE: a JSON array of answers (objects in the generator's schema: a kernel, a
// template, a configuration); generation requests get them in order, and the fake model
// answers once they are used up (a scripted LLM, for benchmarks on a GPU).
//
// Prints "listening on http://127.0.0.1:PORT/v1" and serves until SIGINT/SIGTERM.
#include "tests/llm_server/LlmFakeModel.h"
#include "tests/llm_server/LlmTestServer.h"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

namespace {
volatile std::sig_atomic_t g_stop = 0;
void onSignal(int) { g_stop = 1; }
} // namespace

int main(int argc, char** argv) {
    int port = 0;
    augur::test::FakeModelOptions o;
    std::string scriptFile;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto next = [&]() -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", a.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--port")
            port = std::atoi(next());
        else if (a == "--quirks")
            o.quirkRate = std::atof(next());
        else if (a == "--seed")
            o.seed = std::strtoull(next(), nullptr, 10);
        else if (a == "--chunk-delay-ms")
            o.chunkDelayMs = std::atoi(next());
        else if (a == "--piece")
            o.piece = static_cast<std::size_t>(std::max(1, std::atoi(next())));
        else if (a == "--script")
            scriptFile = next();
        else {
            std::fprintf(stderr,
                         "usage: %s [--port N] [--quirks RATE] [--seed N] [--chunk-delay-ms N] [--piece CHARS] "
                         "[--script FILE]\n",
                         argv[0]);
            return 2;
        }
    }
    augur::test::LlmFakeModel model(o);
    nlohmann::json script = nlohmann::json::array();
    if (!scriptFile.empty()) {
        std::ifstream in(scriptFile);
        script = nlohmann::json::parse(in, nullptr, false);
        if (!script.is_array()) {
            std::fprintf(stderr, "%s: expected a JSON array of answers\n", scriptFile.c_str());
            return 2;
        }
    }
    std::atomic<std::size_t> scripted{0};
    augur::test::LlmTestServer server(
        [&](const nlohmann::json& b, int n) {
            const std::string schema = augur::test::schemaNameOf(b);
            if (schema == "augur_candidate" || schema == "augur_configuration") {
                const std::size_t k = scripted++;
                if (k < script.size()) return augur::test::Replies::streamed(script[k].dump());
            }
            return model(b, n);
        },
        port);
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::printf("listening on %s\n", server.baseUrl().c_str());
    std::fflush(stdout);
    // The server answers on its own threads; this one only waits for SIGINT or SIGTERM
    // (polled: a signal handler may only set the flag).
    while (!g_stop) ::usleep(100000);
    server.stop();
    std::fprintf(stderr, "%d requests", model.total());
    for (int q = 1; q < static_cast<int>(augur::test::Quirk::Count); ++q)
        std::fprintf(stderr, ", %s %d", augur::test::quirkName(static_cast<augur::test::Quirk>(q)),
                     model.count(static_cast<augur::test::Quirk>(q)));
    std::fprintf(stderr, "\n");
    return 0;
}
