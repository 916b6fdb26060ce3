// augur-worker: compiles and measures untrusted kernels on one GPU, isolated from the
// app. Speaks newline-delimited JSON on stdin/stdout (docs/measurement.md): a hello line
// on start, then one reply per request. A sticky CUDA error poisons the process: the
// reply says "fatal" and the worker exits; the parent restarts it. Before its hello it
// closes itself in a file-system boundary (gpu/compile/WorkerBoundary.h, docs/hardening.md).
#include "core/problem/MeasureJob.h"
#include "core/problem/MeasureResult.h"
#include "gpu/compile/CompileHelper.h"
#include "gpu/compile/Landlock.h"
#include "gpu/compile/WorkerBoundary.h"
#include "gpu/driver/CudaApi.h"
#include "gpu/worker/Harness.h"
#include "gpu/compile/Nvrtc.h"
#include "gpu/protocol/WorkerOp.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <unistd.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
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

/// The file-system boundary this worker can have, for --version: Landlock's ABI or why none.
std::string boundaryAvailable() {
    std::string why;
    const int abi = augur::gpu::LandlockRuleset::abiVersion(&why);
    return abi > 0 ? "Landlock ABI " + std::to_string(abi) : "none (" + why + ")";
}

/// The command line: the device to serve and the file-system boundary's opt-out.
struct Options {
    int device = 0;
    std::string sandboxOff; ///< "--no-sandbox" when asked on the command line
};

/// Parses argv; --version and --help print and exit at once.
Options parseOptions(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--device") == 0 && i + 1 < argc)
            o.device = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--no-sandbox") == 0)
            o.sandboxOff = "--no-sandbox";
        else if (std::strcmp(argv[i], "--version") == 0) {
            std::printf("augur-worker %s\nfile-system boundary: %s\n", AUGUR_VERSION, boundaryAvailable().c_str());
            std::exit(0);
        } else if (std::strcmp(argv[i], "--help") == 0) {
            std::printf("usage: augur-worker [--device N] [--no-sandbox]\nMeasures kernels on GPU N; driven by augur "
                        "and augur-cli over stdin/stdout.\n--no-sandbox (or AUGUR_WORKER_SANDBOX=off): no file-system "
                        "boundary, for a driver that needs more than it allows (docs/hardening.md).\n");
            std::exit(0);
        }
    }
    return o;
}

/// Closes this process in the file-system boundary unless `sandboxOff` (or the environment,
/// which workerBoundaryWanted writes into it) turns it off; describes the outcome.
augur::gpu::BoundaryState enterBoundary(const augur::gpu::Nvrtc& nvrtc, std::string sandboxOff) {
    augur::gpu::BoundaryState boundary;
    boundary.kind = augur::gpu::BoundaryState::Kind::off;
    if (sandboxOff.empty() && augur::gpu::workerBoundaryWanted(sandboxOff)) {
        std::vector<std::string> toolkit = nvrtc.includeDirs();
        for (const std::string& f : nvrtc.libraryFiles()) toolkit.push_back(f);
        // Every candidate is compiled by augur-compile (CompileHelper.h): it must stay runnable.
        if (std::string helper = augur::gpu::locateCompileHelper(); !helper.empty()) toolkit.push_back(helper);
        boundary = augur::gpu::enterWorkerBoundary(toolkit);
    } else {
        boundary.detail = sandboxOff;
    }
    if (!boundary.active())
        std::fprintf(stderr, "augur-worker: no file-system boundary: %s\n", boundary.describe().c_str());
    return boundary;
}

/// Whether the worker goes on after a request.
enum class After { Serve, Exit, ExitFatal };

/// Answers one decoded request. Throws for a malformed job or an unknown op (the caller
/// replies with the error).
After answer(augur::gpu::Harness& harness, std::int64_t id, const nlohmann::json& request) {
    using augur::gpu::WorkerOp;
    switch (augur::gpu::requestOp(request)) {
    case WorkerOp::Ping: sendLine(augur::gpu::encodeResult(id, {{"pong", true}})); return After::Serve;
    case WorkerOp::Quit: sendLine(augur::gpu::encodeResult(id, {{"bye", true}})); return After::Exit;
    case WorkerOp::Measure: {
        augur::MeasureJob job = augur::measureJobFromJson(request.at("job"));
        // The candidates likely measured next: compiled while this one is measured.
        if (request.contains("prefetch")) harness.compileAhead(augur::prefetchPlansFromJson(request.at("prefetch")));
        const augur::MeasureResult result = harness.measure(job);
        const bool fatal = result.failure() && result.failure()->fatal;
        sendLine(augur::gpu::encodeResult(id, augur::toJson(result), fatal));
        return fatal ? After::ExitFatal : After::Serve; // a poisoned context: the parent restarts us
    }
    case WorkerOp::Compile: {
        augur::MeasureJob job = augur::measureJobFromJson(request.at("job"));
        sendLine(augur::gpu::encodeResult(id, harness.compile(job.candidate)));
        return After::Serve;
    }
    }
    return After::Serve;
}

/// Reads requests from stdin until it closes, a quit, or a fatal error; the exit status.
int serve(augur::gpu::Harness& harness) {
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
        try {
            switch (answer(harness, id, request)) {
            case After::Serve: break;
            case After::Exit: return 0;
            case After::ExitFatal: return 4;
            }
        } catch (const augur::gpu::ProtocolError& e) { // an op this worker does not serve
            sendLine(augur::gpu::encodeError(id, e.what()));
        } catch (const std::exception& e) {
            sendLine(augur::gpu::encodeError(id, std::string("bad request: ") + e.what()));
        }
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const Options options = parseOptions(argc, argv);
    // The protocol gets a private copy of stdout; fd 1 goes to stderr, so a library that
    // prints (the driver, NVRTC, CUPTI) cannot corrupt the stream of replies.
    protocolOut = fdopen(dup(STDOUT_FILENO), "w");
    dup2(STDERR_FILENO, STDOUT_FILENO);
    augur::gpu::CudaApi api;
    augur::gpu::Nvrtc nvrtc;
    std::unique_ptr<augur::gpu::Harness> harness;
    try {
        harness = std::make_unique<augur::gpu::Harness>(api, nvrtc, options.device);
    } catch (const std::exception& e) {
        sendLine(augur::gpu::encodeHello({{"ok", false}, {"device", options.device}, {"error", e.what()}}));
        return 3;
    }
    // CUDA is up and NVRTC has compiled the harness: from here on this thread, which reads
    // every source, opens only what the driver and the toolkit need.
    const augur::gpu::BoundaryState boundary = enterBoundary(nvrtc, options.sandboxOff);
    nlohmann::json hello = harness->deviceJson();
    hello["ok"] = true;
    hello["host"] = augur::gpu::hostJson();
    hello["sandbox"] = boundary.describe();
    sendLine(augur::gpu::encodeHello(hello));
    return serve(*harness);
}
