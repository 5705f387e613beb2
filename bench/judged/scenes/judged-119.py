from manim import *

class SunGrows(MovingCameraScene):
    def construct(self):
        dot = Dot(color=YELLOW)
        self.play(Create(dot))
        for _ in range(100):
            dot.scale(1.1)
            dot.move_to(self.camera.frame.get_center())
            self.wait(0.01)
        self.play(dot.animate.scale(1.0))
        self.wait(1)
        text = Text("Sun", color=BLACK)
        text.move_to(self.camera.frame.get_center())
        self.play(Write(text))
        self.wait()