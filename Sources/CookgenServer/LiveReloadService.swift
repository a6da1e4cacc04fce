import ServiceLifecycle

/// Keeps the event streams alive while the server runs — a comment every 15 seconds, which also
/// finds the tabs that went away — and ends them all when it stops, so shutdown does not wait
/// for streams that never finish.
struct LiveReloadService: Service {
    let broadcaster: ReloadBroadcaster
    var interval: Duration = .seconds(15)

    func run() async throws {
        await withGracefulShutdownHandler {
            // Sleeping ends early on shutdown, so stopping never waits out the interval.
            while (try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }) != nil {
                broadcaster.send(.keepAlive)
            }
        } onGracefulShutdown: {
            broadcaster.close()
        }
    }
}
