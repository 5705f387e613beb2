from manim import *

class CountingScene(Scene):
    def construct(self):
        dot = Dot(color=GREEN)
        dot.move_to(ORIGIN)
        self.play(Create(dot))
        
        for i in range(11):
            dot.move_to(ORIGIN)
            self.play(dot.animate.scale(0.5), run_time=1)
            self.play(dot.animate.move_to(ORIGIN + i * RIGHT), run_time=1)
            self.wait()