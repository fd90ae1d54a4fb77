import Foundation
import TrellisCommandLine

exit(TrellisTool.run(Array(CommandLine.arguments.dropFirst())))
