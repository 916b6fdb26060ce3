// augur-worker: compiles and measures untrusted kernels on one GPU, isolated from the
// app. Speaks newline-delimited JSON on stdin/stdout (docs/measurement.md): a hello line
// on start, then one reply per request. A sticky CUDA error poisons the process: the
// reply says "fatal" and the worker exits; the parent restarts it.
#include "core/problem/MeasureJob.h"
#include "gpu/driver/CudaApi.h"
#include "gpu/worker/Harness.h"
#include "gpu/compile/Nvrtc.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <unistd.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <string>

namespace {

FILE* protocolOut = nullptr;

/// One protocol line, flushed at once so the parent's deadline covers only real work.
void sendLine(const std::string& line) {
    std::fwrite(line.data(), 1, line.size(), protocolOut);
    std::fflush(protocolOut);
}

} // namespace

int main(int argc, char** argv) {
    int device = 0;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--device") == 0 && i + 1 < argc)
            device = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("augur-worker %s\n", AUGUR_VERSION);
            return 0;
        } else if (std::strcmp(argv[i], "--help") == 0) {
            std::printf(
                "usage: augur-worker [--device N]\nMeasures kernels on GPU N; driven by augur and augur-cli over stdin/stdout.\n");
            return 0;
        }
    }
    // The protocol gets a private copy of stdout; fd 1 goes to stderr, so a library that
    // prints (the driver, NVRTC, CUPTI) cannot corrupt the stream of replies.
    protocolOut = fdopen(dup(STDOUT_FILENO), "w");
    dup2(STDERR_FILENO, STDOUT_FILENO);
    augur::gpu::CudaApi api;
    augur::gpu::Nvrtc nvrtc;
    std::unique_ptr<augur::gpu::Harness> harness;
    try {
        harness = std::make_unique<augur::gpu::Harness>(api, nvrtc, device);
    } catch (const std::exception& e) {
        sendLine(augur::gpu::encodeHello({{"ok", false}, {"device", device}, {"error", e.what()}}));
        return 3;
    }
    nlohmann::json hello = harness->deviceJson();
    hello["ok"] = true;
    hello["host"] = augur::gpu::hostJson();
    sendLine(augur::gpu::encodeHello(hello));

    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        nlohmann::json request;
        try {
            request = augur::gpu::decodeRequest(line);
        } catch (const augur::gpu::ProtocolError& e) {
            std::fprintf(stderr, "augur-worker: %s\n", e.what());
            continue;
        }
        const std::int64_t id = request["id"].get<std::int64_t>();
        const std::string op = request["op"].get<std::string>();
        try {
            if (op == "ping") {
                sendLine(augur::gpu::encodeResult(id, {{"pong", true}}));
            } else if (op == "quit") {
                sendLine(augur::gpu::encodeResult(id, {{"bye", true}}));
                return 0;
            } else if (op == "measure") {
                augur::MeasureJob job = augur::measureJobFromJson(request.at("job"));
                nlohmann::json result = harness->measure(job);
                const bool fatal = result.value("fatal", false);
                sendLine(augur::gpu::encodeResult(id, result, fatal));
                if (fatal) return 4; // the context is poisoned: the parent restarts us
            } else if (op == "compile") {
                augur::MeasureJob job = augur::measureJobFromJson(request.at("job"));
                sendLine(augur::gpu::encodeResult(id, harness->compile(job.candidate)));
            } else {
                sendLine(augur::gpu::encodeError(id, "unknown op '" + op + "'"));
            }
        } catch (const std::exception& e) {
            sendLine(augur::gpu::encodeError(id, std::string("bad request: ") + e.what()));
        }
    }
    return 0;
}
