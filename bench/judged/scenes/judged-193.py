from manim import *


class ThinkPlanBuild(Scene):
    def construct(self):
        think = Text("Think", font_size=72)
        plan = Text("Plan", font_size=72, color=YELLOW)
        build = Text("Build", font_size=72, color=BLUE)
        self.play(Write(think))
        self.play(Transform(think, plan))
        self.play(Transform(plan, build))
        self.wait()